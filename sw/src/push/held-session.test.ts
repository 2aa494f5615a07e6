import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../offline-store/outbox-store';
import { heldSession, sessionIdOf, sessionTagOf } from './held-session';
import { emptyDevice, signedIn, tokenFor } from './testing/signed-in-device';

beforeEach(emptyDevice);

describe('the session this device holds', () => {
  it("reads the session id from the token's sid", () => {
    expect(sessionIdOf(tokenFor({ sub: 'meera', role: 'Hustler', sid: 'Lr_hrNez6QS_21DYDncaEQ' }))).toBe('Lr_hrNez6QS_21DYDncaEQ');
    for (const token of [tokenFor({ sub: 'meera' }), tokenFor({ sid: 7 }), tokenFor({ sid: '' }), 'not-a-jwt', 'a.%%%.c', '']) {
      expect(sessionIdOf(token)).toBeUndefined();
    }
  });

  it('tags it as the server tags pushes (apps/server-core/src/push/push-session-tag.test.ts)', async () => {
    expect(await sessionTagOf('Lr_hrNez6QS_21DYDncaEQ')).toBe('cxT9ou0Ky-eKQ0VbamEhcg');
  });

  it("is the current user's session, by tag; nobody's once no one is signed in here or the session ended here", async () => {
    expect(await heldSession()).toEqual({ kind: 'none' });
    const token = tokenFor({ sub: 'meera', role: 'Hustler', sid: 'Lr_hrNez6QS_21DYDncaEQ' });
    await signedIn('meera', token);
    expect(await heldSession()).toEqual({ kind: 'session', tag: 'cxT9ou0Ky-eKQ0VbamEhcg' });
    await endSession('meera', token);
    expect(await heldSession()).toEqual({ kind: 'none' });
  });

  it('cannot be told from a token that names no session', async () => {
    await signedIn('meera', tokenFor({ sub: 'meera', role: 'Hustler' }));
    expect(await heldSession()).toEqual({ kind: 'unreadable' });
  });
});
