import { describe, expect, it } from 'vitest';
import {
  AVI,
  detectMediaType,
  IMAGE_TYPES,
  JPEG,
  mediaTypeOfName,
  MP4,
  MPEG,
  PNG,
  QUICKTIME,
  VIDEO_TYPES,
} from './media-types';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const box = (type: string, brand = '') => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), latin1(type + brand), Buffer.alloc(8)]);

describe('detectMediaType', () => {
  it.each([
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), PNG],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), JPEG],
    ['a 3-byte JPEG', Buffer.from([0xff, 0xd8, 0xff]), JPEG],
  ])('recognises %s among the image types', (_name, head, type) => {
    expect(detectMediaType(head, IMAGE_TYPES)).toBe(type);
  });

  it.each([
    ['an MP4 (isom)', box('ftyp', 'isom'), MP4],
    ['an MP4 (mp42)', box('ftyp', 'mp42'), MP4],
    ['a QuickTime movie (ftyp qt)', box('ftyp', 'qt  '), QUICKTIME],
    ['a QuickTime movie (moov first)', box('moov'), QUICKTIME],
    ['an MPEG program stream', Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89]), MPEG],
    ['an MPEG video stream', Buffer.from([0, 0, 1, 0xb3, 0x14, 0, 0xf0, 0x13, 0xff, 0xff, 0xe0, 0x18]), MPEG],
    ['an AVI', Buffer.concat([latin1('RIFF'), Buffer.from([0x10, 0, 0, 0]), latin1('AVI LIST')]), AVI],
  ])('recognises %s among the video types', (_name, head, type) => {
    expect(detectMediaType(head, VIDEO_TYPES)).toBe(type);
  });

  it.each([
    ['text that claims to be a picture', latin1('hello, I am a png')],
    ['a GIF', latin1('GIF89a\x01\x00\x01\x00\x00\x00')],
    ['a HEIC image (ftyp heic)', box('ftyp', 'heic')],
    ['a WAV (RIFF but not AVI)', Buffer.concat([latin1('RIFF'), Buffer.alloc(4), latin1('WAVE')])],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('rejects %s', (_name, head) => {
    expect(detectMediaType(head, [...IMAGE_TYPES, ...VIDEO_TYPES])).toBeUndefined();
  });

  it('only answers types the caller allows', () => {
    expect(detectMediaType(box('ftyp', 'isom'), IMAGE_TYPES)).toBeUndefined();
    expect(detectMediaType(Buffer.from([0xff, 0xd8, 0xff]), VIDEO_TYPES)).toBeUndefined();
  });
});

describe('mediaTypeOfName', () => {
  it.each([
    ['a.png', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.mp4', 'video/mp4'],
    ['a.mov', 'video/quicktime'],
    ['a.mpeg', 'video/mpeg'],
    ['a.avi', 'video/x-msvideo'],
  ])('gives %s the content type %s', (name, mimeType) => {
    expect(mediaTypeOfName(name)?.mimeType).toBe(mimeType);
  });

  it('knows no other extension', () => {
    expect(mediaTypeOfName('a.html')).toBeUndefined();
    expect(mediaTypeOfName('png')).toBeUndefined();
  });
});
