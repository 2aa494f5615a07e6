import type { FileHandle } from 'node:fs/promises';
import { AVI, MPEG, MP4, QUICKTIME, type MediaType } from './media-types';

// A video is taken only when its container parses (DESIGN §7.2), not on its leading bytes alone:
// a text or HTML file that starts with a QuickTime header is refused. The walk reads headers only
// (a few reads for an ISO file, one per packet for the first MPEG packs), never the whole file.

/** More top-level boxes or chunks than this is not a pitch video. */
const MAX_STRUCTURES = 10_000;
/** MPEG packs and packets checked from the start: enough to tell a stream from a text. */
const MPEG_PACKETS_CHECKED = 64;

type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** Whether the file's container, of the type its leading bytes named, is well formed. */
export async function containerParses(file: FileHandle, type: MediaType, size: number): Promise<boolean> {
  const readAt: ReadAt = async (offset, length) => {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, offset);
    return buffer.subarray(0, bytesRead);
  };
  if (type === MP4 || type === QUICKTIME) return isoBoxesParse(readAt, size);
  if (type === AVI) return riffChunksParse(readAt, size);
  if (type === MPEG) return mpegPacketsParse(readAt, size);
  return true;
}

const isFourCc = (bytes: Buffer) => bytes.length === 4 && [...bytes].every((byte) => byte >= 0x20 && byte <= 0x7e);

/** ISO base media (mp4) and QuickTime: top-level boxes that tile the file exactly, one of them media. */
async function isoBoxesParse(readAt: ReadAt, size: number): Promise<boolean> {
  let offset = 0;
  let media = false;
  for (let count = 0; offset < size; count += 1) {
    if (count >= MAX_STRUCTURES) return false;
    const header = await readAt(offset, 16);
    if (header.length < 8 || !isFourCc(header.subarray(4, 8))) return false;
    const kind = header.toString('latin1', 4, 8);
    media ||= kind === 'moov' || kind === 'mdat' || kind === 'moof';
    const size32 = header.readUInt32BE(0);
    let boxSize: number;
    if (size32 === 0) boxSize = size - offset;
    else if (size32 === 1) boxSize = header.length < 16 ? 0 : Number(header.readBigUInt64BE(8));
    else boxSize = size32;
    if (boxSize < (size32 === 1 ? 16 : 8) || offset + boxSize > size) return false;
    offset += boxSize;
  }
  return media;
}

/** AVI: a RIFF 'AVI ' whose chunks tile it (each padded to an even size), starting with its header list. */
async function riffChunksParse(readAt: ReadAt, size: number): Promise<boolean> {
  const riff = await readAt(0, 12);
  const end = 8 + riff.readUInt32LE(4);
  if (end > size + 1 || end < 12) return false;
  let offset = 12;
  for (let count = 0; offset < Math.min(end, size); count += 1) {
    if (count >= MAX_STRUCTURES) return false;
    const header = await readAt(offset, 8);
    if (header.length < 8 || !isFourCc(header.subarray(0, 4))) return false;
    if (count === 0 && header.toString('latin1', 0, 4) !== 'LIST') return false;
    const chunkSize = 8 + header.readUInt32LE(4);
    offset += chunkSize + (chunkSize % 2);
  }
  return offset >= end && offset <= size + 1 && end > 12;
}

/** MPEG program streams: packs and packets that follow one another; a video stream: its sequence header. */
async function mpegPacketsParse(readAt: ReadAt, size: number): Promise<boolean> {
  const first = await readAt(0, 12);
  if (first[3] === 0xb3) return mpegSequenceHeaderParses(first);
  let offset = 0;
  for (let count = 0; count < MPEG_PACKETS_CHECKED && offset < size; count += 1) {
    const header = await readAt(offset, 14);
    if (header.length < 4 || header[0] !== 0 || header[1] !== 0 || header[2] !== 1) return false;
    const code = header[3]!;
    if (code === 0xb9) return true; // program end
    let length: number;
    if (code === 0xba) {
      if (header.length < 12) return false;
      if ((header[4]! & 0xc4) === 0x44) {
        if (header.length < 14) return false;
        length = 14 + (header[13]! & 0x07); // MPEG-2 pack header and its stuffing
      } else if ((header[4]! & 0xf1) === 0x21) {
        length = 12; // MPEG-1 pack header
      } else return false;
    } else if (code >= 0xbb) {
      if (header.length < 6) return false;
      length = 6 + header.readUInt16BE(4); // system header or a stream's packet
    } else return false;
    offset += length;
  }
  return offset <= size;
}

/** An MPEG video sequence header: a picture size, and an aspect ratio and frame rate from their tables. */
function mpegSequenceHeaderParses(header: Buffer): boolean {
  if (header.length < 8) return false;
  const width = (header[4]! << 4) | (header[5]! >> 4);
  const height = ((header[5]! & 0x0f) << 8) | header[6]!;
  const aspect = header[7]! >> 4;
  const frameRate = header[7]! & 0x0f;
  return width > 0 && height > 0 && aspect >= 1 && aspect <= 4 && frameRate >= 1 && frameRate <= 8;
}
