import { importOutboxKey, putUser, setCurrentUser } from '../../offline-store/offline-store';
import { outboxDatabase } from '../../offline-store/outbox-store';
import { serverKeyText } from '../../testing/outbox-keys';

/** A token as the server signs it, with these claims (the signature is not the worker's to check). */
export function tokenFor(claims: object): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.c2lnbmF0dXJl`;
}

/** The page has signed `userId` in on this device with `token`, as it leaves it for the worker. */
export async function signedIn(userId: string, token: string): Promise<void> {
  await putUser({ userId, token, key: await importOutboxKey(serverKeyText()), fromServer: true });
  await setCurrentUser(userId);
}

/** Nobody signed in, nothing stored: the device as it starts each test. */
export async function emptyDevice(): Promise<void> {
  const db = await outboxDatabase();
  await Promise.all((['entries', 'users', 'state', 'drafts'] as const).map((store) => db.clear(store)));
}
