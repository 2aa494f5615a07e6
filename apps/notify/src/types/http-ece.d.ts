// http_ece (the RFC 8188/8291 reference implementation web-push uses) has no types of its own; tests
// use it to decrypt what the sender posted, as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
