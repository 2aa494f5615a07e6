import { describe, expect, it } from 'vitest';
import { checkVideoFile, INVALID_VIDEO_TYPE, MAX_VIDEO_BYTES, VIDEO_TOO_BIG } from './video-file';

const file = (type: string, size = 1000, name = 'clip.mp4') => ({ name, type, size });

describe('checkVideoFile (spec §5)', () => {
  it('accepts the four video types up to 50 MB', () => {
    for (const type of ['video/mp4', 'video/mpeg', 'video/quicktime', 'video/x-msvideo']) {
      expect(checkVideoFile(file(type))).toBeNull();
    }
    expect(checkVideoFile(file('video/mp4', MAX_VIDEO_BYTES))).toBeNull();
  });

  it('refuses another type with the spec text', () => {
    expect(checkVideoFile(file('video/webm'))).toBe(INVALID_VIDEO_TYPE);
    expect(checkVideoFile(file('image/png', 10, 'pic.png'))).toBe('Invalid file type! Please upload a valid video format.');
  });

  it('refuses a file one byte over 52428800 with the spec text', () => {
    expect(checkVideoFile(file('video/mp4', 52_428_801))).toBe(VIDEO_TOO_BIG);
    expect(VIDEO_TOO_BIG).toBe('File size exceeds the 50MB limit. Please upload a smaller video.');
  });

  it('reports the type before the size', () => {
    expect(checkVideoFile(file('video/webm', 60_000_000))).toBe(INVALID_VIDEO_TYPE);
  });

  it('judges a file without a declared type by its name', () => {
    expect(checkVideoFile(file('', 10, 'talk.MOV'))).toBeNull();
    expect(checkVideoFile(file('', 10, 'talk.avi'))).toBeNull();
    expect(checkVideoFile(file('', 10, 'talk.mkv'))).toBe(INVALID_VIDEO_TYPE);
  });
});
