import { open } from 'node:fs/promises';
import { detectMediaType, SIGNATURE_BYTES, type MediaType } from './media-types';

/** A stored file's size and, from its leading bytes, which of `types` it is (undefined: none). */
export async function typeOfFile(file: string, types: readonly MediaType[]): Promise<{ type: MediaType | undefined; size: number }> {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SIGNATURE_BYTES), 0, SIGNATURE_BYTES, 0);
    return { type: detectMediaType(buffer.subarray(0, bytesRead), types), size };
  } finally {
    await handle.close();
  }
}
