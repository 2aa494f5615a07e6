import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'unit-test-secret';

describe('access tokens', () => {
  it('round-trips the user id (as subject), the role and the session version, expiring in 7 days by default', async () => {
    const token = await signAccessToken({ userId: 'u1', role: 'Hustler', sessionVersion: 3 }, SECRET);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual({ userId: 'u1', role: 'Hustler', sessionVersion: 3 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.sub).toBe('u1');
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
  });

  it('reads a token signed before session versions as version 0, and refuses a version that is not a whole number', async () => {
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));
    await expect(verifyAccessToken(await sign({ role: 'Hustler' }), SECRET)).resolves.toMatchObject({ sessionVersion: 0 });
    await expect(verifyAccessToken(await sign({ role: 'Hustler', sv: '1' }), SECRET)).rejects.toThrow('Invalid token');
  });

  it("says 'Invalid token' for another secret, garbage, or a token without a subject", async () => {
    const forged = await signAccessToken({ userId: 'u1', role: 'Hustler' }, 'other-secret');
    const noSubject = await new SignJWT({ role: 'Hustler' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    for (const token of [forged, 'garbage', '', noSubject]) {
      await expect(verifyAccessToken(token, SECRET)).rejects.toThrow('Invalid token');
    }
  });

  it("refuses an unsigned token ('alg: none')", async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'u1', role: 'Hustler', exp: 9999999999 })).toString('base64url');
    await expect(verifyAccessToken(`${header}.${body}.`, SECRET)).rejects.toThrow('Invalid token');
  });

  it("says 'Token expired' for an expired token", async () => {
    const token = await signAccessToken({ userId: 'u1', role: 'Hustler' }, SECRET, '-1m');
    await expect(verifyAccessToken(token, SECRET)).rejects.toThrow('Token expired');
  });
});
