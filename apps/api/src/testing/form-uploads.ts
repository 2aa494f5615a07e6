import { readdir } from 'node:fs/promises';
import { bearer } from './api-test-server';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
// An ISO base media file's first box: size 0x18, type 'ftyp', major brand 'isom'.
const MP4_SIGNATURE = [0, 0, 0, 0x18, ...Buffer.from('ftypisom', 'latin1')];

let fillCounter = 0;

// A file that passes the signature check, of the given size, with contents unique to this call.
function fileBytes(signature: number[], size: number): Buffer {
  fillCounter += 1;
  const bytes = Buffer.alloc(Math.max(size, signature.length));
  Buffer.from(signature).copy(bytes);
  for (let i = signature.length; i < bytes.length; i += 1) bytes[i] = (i * 31 + fillCounter) & 0xff;
  return bytes;
}

export const pngBytes = (size = 300) => fileBytes(PNG_SIGNATURE, size);
export const jpegBytes = (size = 300) => fileBytes(JPEG_SIGNATURE, size);
/** An ISO media file of `size` bytes (at least 32) that parses: its 'ftyp' box, then one 'mdat' box holding the rest. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = fileBytes(MP4_SIGNATURE, Math.max(size, 32));
  bytes.fill(0, 12, 16);
  bytes.write('isomiso2', 16, 'latin1');
  bytes.writeUInt32BE(bytes.length - 24, 24);
  bytes.write('mdat', 28, 'latin1');
  return bytes;
}

/** A page a browser would run, behind the 8 bytes of a QuickTime 'wide' box: leading bytes of a video, no container. */
export function htmlBehindQuickTimeHeader(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 8, ...Buffer.from('wide', 'latin1')]), Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(40))]);
}

export interface FileEntry {
  bytes: Buffer | string;
  filename: string;
  type?: string;
}

export type FormEntries = [name: string, value: string | FileEntry][];

/** Sends a multipart/form-data request the way a browser's FormData does. */
export function sendForm(
  baseUrl: string,
  path: string,
  entries: FormEntries,
  { token, method = 'POST' }: { token?: string; method?: string } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  return fetch(baseUrl + path, { method, headers: token ? bearer(token) : {}, body: form });
}

/** Every entry of the media directory, hidden temporary files included. */
export async function listMediaDir(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}
