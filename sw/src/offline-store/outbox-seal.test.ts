import { describe, expect, it } from 'vitest';
import { sameBytes, serverKeyText } from '../testing/outbox-keys';
import { generateLocalKey, importOutboxKey, seal, unseal } from './outbox-seal';

describe('sealing offline data', () => {
  it('opens what it sealed, with the same key and context', async () => {
    const key = await importOutboxKey(serverKeyText());
    const value = { text: 'Meet at nine ☕', n: 3 };
    const sealed = await seal(key, value, 'outbox:u1:e1');
    expect(await unseal(key, sealed, 'outbox:u1:e1')).toEqual(value);
    // The same key imported again (the next sign-in) opens it too.
    expect(await unseal(await importOutboxKey(serverKeyText()), sealed, 'outbox:u1:e1')).toEqual(value);
  });

  it('holds no readable text and uses a fresh IV each time', async () => {
    const key = await generateLocalKey();
    const first = await seal(key, 'Meet at nine', 'c');
    const second = await seal(key, 'Meet at nine', 'c');
    expect(new TextDecoder().decode(first.data)).not.toContain('Meet');
    expect(sameBytes(first.iv, second.iv)).toBe(false);
    expect(sameBytes(first.data, second.data)).toBe(false);
  });

  it('does not open with another user’s key or in another context', async () => {
    const mine = await importOutboxKey(serverKeyText(1));
    const theirs = await importOutboxKey(serverKeyText(2));
    const sealed = await seal(mine, 'private', 'outbox:u1:e1');
    await expect(unseal(theirs, sealed, 'outbox:u1:e1')).rejects.toThrow();
    await expect(unseal(mine, sealed, 'outbox:u2:e1')).rejects.toThrow();
  });

  it('keeps the key unreadable and refuses a key of the wrong size', async () => {
    const key = await importOutboxKey(serverKeyText());
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    await expect(importOutboxKey(serverKeyText().slice(0, 22))).rejects.toThrow('32 bytes');
  });
});
