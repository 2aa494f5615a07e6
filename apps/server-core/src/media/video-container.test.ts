import { open, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { typeOfFile } from './file-head';
import { AVI, MPEG, MP4, QUICKTIME, VIDEO_TYPES, type MediaType } from './media-types';
import { aviFile, ftypBox, isoBox, MPEG2_PACK, MPEG_SEQUENCE_HEADER, mpegVideoPacket, riffChunk } from '../testing/video-containers';
import { containerParses } from './video-container';

const html = Buffer.from('<html><body><script>fetch("/api/account")</script></body></html>\n'.repeat(20));
const [box, ftyp, chunk, riff] = [isoBox, ftypBox, riffChunk, aviFile];
const [mpeg2Pack, pesPacket] = [MPEG2_PACK, mpegVideoPacket];

async function parses(bytes: Buffer, type: MediaType): Promise<boolean> {
  const file = path.join(tmpdir(), `container-${process.pid}-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  const handle = await open(file, 'r');
  try {
    return await containerParses(handle, type, bytes.length);
  } finally {
    await handle.close();
  }
}

describe('a video is taken only when its container parses', () => {
  it.each([
    ['an mp4: ftyp, moov and mdat boxes', Buffer.concat([ftyp('isom'), box('moov', Buffer.alloc(40)), box('mdat', Buffer.alloc(500, 7))]), MP4],
    ['a QuickTime movie', Buffer.concat([ftyp('qt  '), box('wide', Buffer.alloc(0)), box('mdat', Buffer.alloc(300)), box('moov', Buffer.alloc(60))]), QUICKTIME],
    ['an AVI: its header list and its movie list', riff(chunk('LIST', Buffer.from('hdrlavih', 'latin1')), chunk('LIST', Buffer.alloc(101, 1))), AVI],
    ['an MPEG-2 program stream: a pack, then packets', Buffer.concat([mpeg2Pack, pesPacket(200), mpeg2Pack, pesPacket(50), Buffer.from([0, 0, 1, 0xb9])]), MPEG],
    ['an MPEG video stream: its sequence header', Buffer.concat([MPEG_SEQUENCE_HEADER, Buffer.alloc(100)]), MPEG],
  ])('takes %s', async (_name, bytes, type) => {
    expect(await parses(bytes, type)).toBe(true);
  });

  it.each([
    ['an HTML page behind a QuickTime header', Buffer.concat([box('wide', Buffer.alloc(0)), html]), QUICKTIME],
    ['an HTML page behind an mp4 ftyp box', Buffer.concat([ftyp('isom'), html]), MP4],
    ['an ftyp box alone (no media in it)', Buffer.concat([ftyp('isom'), box('free', Buffer.alloc(64))]), MP4],
    ['an mp4 whose last box runs past the end', Buffer.concat([ftyp('isom'), box('mdat', Buffer.alloc(500)).subarray(0, 300)]), MP4],
    ['an AVI header followed by text', Buffer.concat([Buffer.from('RIFF\u0010\u0000\u0000\u0000AVI ', 'latin1'), html]), AVI],
    ['an MPEG pack header followed by text', Buffer.concat([mpeg2Pack, html]), MPEG],
  ])('refuses %s', async (_name, bytes, type) => {
    expect(await parses(bytes, type)).toBe(false);
  });

  it.each([
    ['the journeys’ pitch', '../../../../e2e/fixtures/pitch.mp4'],
    ['the demo community’s pitch', '../../../api/src/demo/demo-pitch.mp4'],
  ])('takes a real recording: %s', async (_name, relative) => {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    expect((await typeOfFile(file, VIDEO_TYPES)).type).toBe(MP4);
  });
});
