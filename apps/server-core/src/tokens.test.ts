import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'unit-test-secret';
const CLAIMS = { userId: 'u1', role: 'Hustler', sessionId: 's1' };

function sign(claims: Record<string, unknown>, secret = SECRET) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setExpirationTime('1h').sign(new TextEncoder().encode(secret));
}

describe('access tokens', () => {
  it('round-trips the user id (as subject), the role and the session id (sid), expiring in 31 days by default', async () => {
    const token = await signAccessToken(CLAIMS, SECRET);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual(CLAIMS);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'u1', sid: 's1', role: 'Hustler' });
    expect(payload.exp - payload.iat).toBe(31 * 24 * 60 * 60);
  });

  it('says the session has ended for a genuine token from before sessions (no sid)', async () => {
    await expect(verifyAccessToken(await sign({ role: 'Hustler' }), SECRET)).rejects.toThrow(SESSION_ENDED);
    await expect(verifyAccessToken(await sign({ role: 'Hustler', sv: 2 }), SECRET)).rejects.toThrow(SESSION_ENDED);
  });

  it("says 'Invalid token' for a sid that is not a non-empty string", async () => {
    for (const sid of ['', 42, null, ['s1']]) {
      await expect(verifyAccessToken(await sign({ role: 'Hustler', sid }), SECRET)).rejects.toThrow('Invalid token');
    }
  });

  it("says 'Invalid token' for another secret, garbage, or a token without a subject", async () => {
    const forged = await signAccessToken(CLAIMS, 'other-secret');
    const noSubject = await new SignJWT({ role: 'Hustler', sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    for (const token of [forged, 'garbage', '', noSubject]) {
      await expect(verifyAccessToken(token, SECRET)).rejects.toThrow('Invalid token');
    }
  });

  it("refuses an unsigned token ('alg: none')", async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'u1', role: 'Hustler', sid: 's1', exp: 9999999999 })).toString('base64url');
    await expect(verifyAccessToken(`${header}.${body}.`, SECRET)).rejects.toThrow('Invalid token');
  });

  it("says 'Token expired' for an expired token", async () => {
    const token = await signAccessToken(CLAIMS, SECRET, '-1m');
    await expect(verifyAccessToken(token, SECRET)).rejects.toThrow('Token expired');
  });
});
