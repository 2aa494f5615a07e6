import { describe, expect, it } from 'vitest';
import { asSnapshot, fieldLabel, mediaOf } from './evidence';

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

describe('asSnapshot', () => {
  it('reads the server snapshot', () => {
    const evidence = { targetType: 'video', author: { _id: 'u1', name: 'Asha' }, createdAt: '2026-11-26T08:00:00.000Z', fields: { title: 'Pitch' }, mediaFiles: ['a.mp4', 3] };
    expect(asSnapshot(evidence)).toEqual({ author: { _id: 'u1', name: 'Asha' }, createdAt: '2026-11-26T08:00:00.000Z', fields: { title: 'Pitch' }, mediaFiles: ['a.mp4'], context: undefined });
  });

  it('leaves other shapes to the field-by-field view', () => {
    expect(asSnapshot({ title: 'Pitch' })).toBeNull();
    expect(asSnapshot('text')).toBeNull();
  });
});
