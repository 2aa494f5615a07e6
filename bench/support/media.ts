/** A small file the upload check takes for a video: an ISO media file ('ftyp' box, brand 'isom', then one 'mdat' box). */
export function videoBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, 32));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 24);
  bytes.set(new TextEncoder().encode('ftypisom'), 4);
  bytes.set(new TextEncoder().encode('isomiso2'), 16);
  view.setUint32(24, bytes.length - 24);
  bytes.set(new TextEncoder().encode('mdat'), 28);
  return bytes;
}
