import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImageFile } from './image-picker';

describe('checkImageFile', () => {
  it('accepts a PNG or JPEG up to 5 MB', () => {
    expect(checkImageFile({ name: 'me.png', type: 'image/png', size: 1024 }, 'Profile picture')).toBeNull();
    expect(checkImageFile({ name: 'me.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES }, 'Profile picture')).toBeNull();
  });

  it('rejects other image types', () => {
    expect(checkImageFile({ name: 'me.gif', type: 'image/gif', size: 10 }, 'Profile picture')).toBe('Profile picture must be a PNG or JPEG image');
    expect(checkImageFile({ name: 'me.webp', type: 'image/webp', size: 10 }, 'Profile picture')).toBe('Profile picture must be a PNG or JPEG image');
  });

  it('rejects a picture bigger than 5 MB', () => {
    expect(checkImageFile({ name: 'me.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'Profile picture')).toBe(
      'Profile picture must be at most 5 MB',
    );
  });

  it("names the field it checks", () => {
    expect(checkImageFile({ name: 'logo.gif', type: 'image/gif', size: 10 }, 'Logo')).toBe('Logo must be a PNG or JPEG image');
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'Logo')).toBe('Logo must be at most 5 MB');
  });

  it('falls back to the file name when the type is unknown', () => {
    expect(checkImageFile({ name: 'ME.JPEG', type: '', size: 10 }, 'Profile picture')).toBeNull();
    expect(checkImageFile({ name: 'notes.txt', type: '', size: 10 }, 'Profile picture')).toBe('Profile picture must be a PNG or JPEG image');
  });
});
