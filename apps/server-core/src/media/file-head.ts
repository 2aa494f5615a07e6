import { open } from 'node:fs/promises';
import { detectMediaType, SIGNATURE_BYTES, type MediaType } from './media-types';
import { containerParses } from './video-container';

/**
 * A stored file's size and which of `types` it is (undefined: none): named by its leading bytes,
 * and for a video only when its container parses too.
 */
export async function typeOfFile(file: string, types: readonly MediaType[]): Promise<{ type: MediaType | undefined; size: number }> {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SIGNATURE_BYTES), 0, SIGNATURE_BYTES, 0);
    const named = detectMediaType(buffer.subarray(0, bytesRead), types);
    const type = named && (await containerParses(handle, named, size)) ? named : undefined;
    return { type, size };
  } finally {
    await handle.close();
  }
}
