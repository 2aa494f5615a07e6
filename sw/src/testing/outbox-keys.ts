/** A server-style `outboxKey` for tests: base64url of 32 bytes, the same for the same `fill`. */
export function serverKeyText(fill = 7): string {
  return btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether two byte sequences are the same. */
export function sameBytes(a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array): boolean {
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  return x.length === y.length && x.every((byte, index) => byte === y[index]);
}
