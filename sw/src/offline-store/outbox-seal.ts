import type { Sealed } from './outbox-types';

// AES-GCM sealing of a user's offline data (queued writes, drafts) with that user's key. Shared by
// the page and the service worker; WebCrypto only, so it runs in both and in Node's tests.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The server's `outboxKey` (base64url, 32 bytes) as a key the page can use but never read back. */
export async function importOutboxKey(outboxKey: string): Promise<CryptoKey> {
  const raw = fromBase64url(outboxKey);
  if (raw.length !== 32) throw new Error('The outbox key must be 32 bytes');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** A key made on this device, for a session that began before the server sent one. */
export function generateLocalKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * Seals `value` (as JSON) with a fresh 12-byte IV. `context` (e.g. the user and entry id) is bound
 * as additional data: a sealed value moved to another entry or user does not open.
 */
export async function seal(key: CryptoKey, value: unknown, context: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** Opens what `seal` made with the same key and context; rejects otherwise (wrong key, altered). */
export async function unseal<T>(key: CryptoKey, sealed: Sealed, context: string): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(context) },
    key,
    sealed.data,
  );
  return JSON.parse(decoder.decode(plain)) as T;
}
