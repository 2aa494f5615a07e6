import { createECDH, randomBytes } from 'node:crypto';
import { newId } from '@startupsetu/server-core/ids';

/** A browser's PushSubscription as it serializes it (toJSON): a push service endpoint and fresh keys. */
export function browserPushSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${newId()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}
