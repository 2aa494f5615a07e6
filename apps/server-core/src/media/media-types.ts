import { MAX_RESUME_BYTES } from '../contract/application-fields';

// What may be uploaded, recognised by the file's leading bytes (never by the name or the declared
// type, which the client chooses), and the upload rules of each kind of media.

export interface MediaType {
  /** File name extension given to stored files of this type. */
  ext: string;
  mimeType: string;
  /** Whether the first bytes of a file (at least SIGNATURE_BYTES when the file is that long) match. */
  matches(head: Buffer): boolean;
}

/** How many leading bytes the signature checks need. */
export const SIGNATURE_BYTES = 12;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;
const bytes = (head: Buffer, values: number[]) => values.every((value, i) => head[i] === value);

// ISO base media files start with a box: 4 bytes of size, then its type.
const boxType = (head: Buffer) => (head.length >= 8 ? head.toString('latin1', 4, 8) : '');
const brand = (head: Buffer) => (head.length >= 12 ? head.toString('latin1', 8, 12) : '');
const MP4_BRANDS = new Set([
  ...['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1'],
  ...['M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v '],
]);
const QUICKTIME_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export const PNG: MediaType = {
  ext: 'png',
  mimeType: 'image/png',
  matches: (head) => bytes(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

export const JPEG: MediaType = {
  ext: 'jpg',
  mimeType: 'image/jpeg',
  matches: (head) => bytes(head, [0xff, 0xd8, 0xff]),
};

export const MP4: MediaType = {
  ext: 'mp4',
  mimeType: 'video/mp4',
  matches: (head) => boxType(head) === 'ftyp' && MP4_BRANDS.has(brand(head)),
};

export const QUICKTIME: MediaType = {
  ext: 'mov',
  mimeType: 'video/quicktime',
  matches: (head) => (boxType(head) === 'ftyp' && brand(head) === 'qt  ') || QUICKTIME_BOXES.has(boxType(head)),
};

// MPEG program stream pack header or video sequence header.
export const MPEG: MediaType = {
  ext: 'mpeg',
  mimeType: 'video/mpeg',
  matches: (head) => bytes(head, [0x00, 0x00, 0x01]) && (head[3] === 0xba || head[3] === 0xb3),
};

export const AVI: MediaType = {
  ext: 'avi',
  mimeType: 'video/x-msvideo',
  matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI '),
};

// A résumé (DESIGN §7.3). Never public: only a private storage (whose types name it) holds one.
export const PDF: MediaType = {
  ext: 'pdf',
  mimeType: 'application/pdf',
  matches: (head) => ascii(head, 0, '%PDF-'),
};

export const IMAGE_TYPES: readonly MediaType[] = [PNG, JPEG];
export const VIDEO_TYPES: readonly MediaType[] = [MP4, QUICKTIME, MPEG, AVI];
/** What the public media storage holds and /media serves. */
export const PUBLIC_MEDIA_TYPES: readonly MediaType[] = [...IMAGE_TYPES, ...VIDEO_TYPES];
export const DOCUMENT_TYPES: readonly MediaType[] = [PDF];
/** A badge request's document (DESIGN §7.4): a certificate or letter, as a PDF or a picture of it. */
export const EVIDENCE_TYPES: readonly MediaType[] = [PDF, ...IMAGE_TYPES];

export function detectMediaType(head: Buffer, allowed: readonly MediaType[]): MediaType | undefined {
  return allowed.find((type) => type.matches(head));
}

/** The type of a stored file from its extension (stored names always carry one of ours), among `types`. */
export function mediaTypeOfName(name: string, types: readonly MediaType[] = PUBLIC_MEDIA_TYPES): MediaType | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : types.find((type) => type.ext === name.slice(dot + 1));
}

export interface UploadPolicy {
  maxBytes: number;
  types: readonly MediaType[];
  /** 413 message. */
  tooLargeMessage: string;
  /** 415 message. */
  wrongTypeMessage: string;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

export const PROFILE_PICTURE_UPLOAD: UploadPolicy = {
  maxBytes: MAX_IMAGE_BYTES,
  types: IMAGE_TYPES,
  tooLargeMessage: 'Profile picture must be at most 5 MB',
  wrongTypeMessage: 'Profile picture must be a PNG or JPEG image',
};

export const BLOG_COVER_UPLOAD: UploadPolicy = {
  maxBytes: MAX_IMAGE_BYTES,
  types: IMAGE_TYPES,
  tooLargeMessage: 'Cover image must be at most 5 MB',
  wrongTypeMessage: 'Cover image must be a PNG or JPEG image',
};

// A frame of a video, captured by the web before it uploads the video (DESIGN §6.7).
export const POSTER_UPLOAD: UploadPolicy = {
  maxBytes: MAX_IMAGE_BYTES,
  types: IMAGE_TYPES,
  tooLargeMessage: 'Poster must be at most 5 MB',
  wrongTypeMessage: 'Poster must be a PNG or JPEG image',
};

// The spec's own wording for videos (section 5).
export const VIDEO_UPLOAD: UploadPolicy = {
  maxBytes: MAX_VIDEO_BYTES,
  types: VIDEO_TYPES,
  tooLargeMessage: 'File size exceeds the 50MB limit. Please upload a smaller video.',
  wrongTypeMessage: 'Invalid file type! Please upload a valid video format.',
};

export const RESUME_UPLOAD: UploadPolicy = {
  maxBytes: MAX_RESUME_BYTES,
  types: DOCUMENT_TYPES,
  tooLargeMessage: 'Résumé must be at most 5 MB',
  wrongTypeMessage: 'Résumé must be a PDF file',
};

export const EVIDENCE_UPLOAD: UploadPolicy = {
  maxBytes: MAX_IMAGE_BYTES,
  types: EVIDENCE_TYPES,
  tooLargeMessage: 'Document must be at most 5 MB',
  wrongTypeMessage: 'Document must be a PDF, PNG or JPEG file',
};
