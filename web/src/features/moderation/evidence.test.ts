import { describe, expect, it } from 'vitest';
import { fieldLabel, mediaOf } from './evidence';

describe('evidence fields', () => {
  it('labels fields in plain words', () => {
    expect(fieldLabel('createdAt')).toBe('Created at');
    expect(fieldLabel('author_name')).toBe('Author name');
    expect(fieldLabel('text')).toBe('Text');
  });

  it('links media the app serves and names the rest', () => {
    expect(mediaOf('/media/videos/a.mp4')).toEqual({ kind: 'video', url: '/media/videos/a.mp4', name: 'a.mp4' });
    expect(mediaOf('cover.JPG')).toEqual({ kind: 'image', url: null, name: 'cover.JPG' });
    expect(mediaOf('Hello there')).toBeNull();
  });
});
