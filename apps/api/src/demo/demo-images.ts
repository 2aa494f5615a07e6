import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// Pictures for the demo community, drawn in code so the repository holds no image files: an
// identicon avatar per person and a banded cover per blog, each fixed by a seed text (the same
// bytes on every run).

type Rgb = readonly [number, number, number];

const PALETTE: readonly Rgb[] = [
  [255, 153, 51], // saffron
  [19, 136, 8], // green
  [0, 56, 168], // navy
  [214, 40, 57], // red
  [124, 58, 237], // violet
  [14, 165, 233], // sky
  [217, 119, 6], // amber
  [13, 148, 136], // teal
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixel at (x, y) is `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], y * rowLength + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function digest(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
}

/** A 5 × 5 mirrored identicon on a soft background, 120 px square. */
export function avatarPng(seed: string): Buffer {
  const hash = digest(seed);
  const colour = PALETTE[hash[0]! % PALETTE.length]!;
  const background = mix(colour, [255, 255, 255], 0.85);
  const size = 120;
  const cell = 20;
  const margin = (size - 5 * cell) / 2;
  return encodePng(size, size, (x, y) => {
    const column = Math.floor((x - margin) / cell);
    const row = Math.floor((y - margin) / cell);
    if (column < 0 || column > 4 || row < 0 || row > 4) return background;
    const half = column < 3 ? column : 4 - column;
    const on = (hash[1 + row * 3 + half]! & 1) === 1;
    return on ? colour : background;
  });
}

/** A cover (640 × 320 by default; a video's poster is 640 × 360): a diagonal blend of two palette colours with soft bands. */
export function coverPng(seed: string, width = 640, height = 320): Buffer {
  const hash = digest(seed);
  const from = PALETTE[hash[0]! % PALETTE.length]!;
  const to = PALETTE[(hash[0]! + 1 + (hash[1]! % (PALETTE.length - 1))) % PALETTE.length]!;
  const bands = 4 + (hash[2]! % 5);
  return encodePng(width, height, (x, y) => {
    const t = (x + y) / (width + height);
    const band = Math.floor(t * bands) % 2 === 0 ? 0 : 0.12;
    return mix(mix(from, to, t), [255, 255, 255], band);
  });
}
