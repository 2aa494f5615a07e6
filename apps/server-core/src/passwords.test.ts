import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const first = await hashPassword('open sesame');
    const second = await hashPassword('open sesame');
    expect(first).not.toBe(second);
    expect(first).not.toContain('open sesame');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    await expect(verifyPassword('open sesame', first)).resolves.toBe(true);
    await expect(verifyPassword('open sesame', second)).resolves.toBe(true);
    await expect(verifyPassword('open sesame!', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
  });

  it('verifies against the parameters stored in the hash', async () => {
    const stored = await hashPassword('pw');
    const [, , , , salt, hash] = stored.split('$');
    await expect(verifyPassword('pw', ['scrypt', 1024, 8, 1, salt, hash].join('$'))).resolves.toBe(false);
  });

  it.each(['', 'plain', 'scrypt$x$8$1$c2FsdA==$aGFzaA==', 'bcrypt$16384$8$1$c2FsdA==$aGFzaA==', 'scrypt$16384$8$1$$'])(
    'answers false for the malformed stored value %j',
    async (stored) => {
      await expect(verifyPassword('pw', stored)).resolves.toBe(false);
    },
  );
});
