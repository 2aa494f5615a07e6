export const MAX_VIDEO_BYTES = 52_428_800;
export const VIDEO_TYPES = ['video/mp4', 'video/mpeg', 'video/quicktime', 'video/x-msvideo'] as const;
export const VIDEO_ACCEPT = VIDEO_TYPES.join(',');
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mpe?g|mov|avi)$/i;

export const INVALID_VIDEO_TYPE = 'Invalid file type! Please upload a valid video format.';
export const VIDEO_TOO_BIG = 'File size exceeds the 50MB limit. Please upload a smaller video.';

/** Why a chosen file cannot be uploaded as a video (spec §5), or null when it can. */
export function checkVideoFile(file: { name: string; type: string; size: number }): string | null {
  // A file without a declared type is judged by its name; the server checks the leading bytes anyway.
  const typeOk = file.type ? (VIDEO_TYPES as readonly string[]).includes(file.type) : VIDEO_EXTENSIONS.test(file.name);
  if (!typeOk) return INVALID_VIDEO_TYPE;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TOO_BIG;
  return null;
}
