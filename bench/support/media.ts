/** A small file the upload check takes for a video: an ISO media file's first box ('ftyp', brand 'isom'). */
export function videoBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  return bytes;
}
