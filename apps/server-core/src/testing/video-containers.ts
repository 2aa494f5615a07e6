// Small, well-formed video containers for tests (and malformed ones built from the same parts).

/** An ISO/QuickTime box: 32-bit size, type, body. */
export function isoBox(kind: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(kind, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export const ftypBox = (brand: string) => isoBox('ftyp', Buffer.from(`${brand}\0\0\0\0${brand}`, 'latin1'));

/** A RIFF chunk: id, little-endian size, body, padded to an even size. */
export function riffChunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
}

/** An AVI file: RIFF 'AVI ' around the chunks given. */
export function aviFile(...chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('AVI ', 'latin1'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** An MPEG-2 program stream pack header (no stuffing). */
export const MPEG2_PACK = Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 0x01, 0x89, 0xc3, 0xf8]);
export const mpegVideoPacket = (length: number) => Buffer.concat([Buffer.from([0, 0, 1, 0xe0, length >> 8, length & 0xff]), Buffer.alloc(length, 0x42)]);
/** An MPEG video stream's sequence header: 320×240, 4:3, 25 fps. */
export const MPEG_SEQUENCE_HEADER = Buffer.from([0, 0, 1, 0xb3, 0x14, 0x00, 0xf0, 0x23]);

/** One well-formed file of each container, `size` bytes or a little more. */
export const sampleVideos = (size: number) => ({
  quicktime: Buffer.concat([ftypBox('qt  '), isoBox('moov', Buffer.alloc(32)), isoBox('mdat', Buffer.alloc(Math.max(size - 68, 0), 7))]),
  mpegProgramStream: Buffer.concat([MPEG2_PACK, mpegVideoPacket(Math.max(size - 24, 0)), Buffer.from([0, 0, 1, 0xb9])]),
  mpegVideoStream: Buffer.concat([MPEG_SEQUENCE_HEADER, Buffer.alloc(Math.max(size - 8, 0))]),
  avi: aviFile(riffChunk('LIST', Buffer.from('hdrlavih', 'latin1')), riffChunk('LIST', Buffer.alloc(Math.max(size - 36, 0), 1))),
});
