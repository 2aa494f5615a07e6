import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads as people say sizes, counting 1 MB as the limits do', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(245_000)).toBe('239 KB');
    expect(formatFileSize(13_002_342)).toBe('12.4 MB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
