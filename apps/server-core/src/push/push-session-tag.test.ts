import { describe, expect, it } from 'vitest';
import { pushSessionTag } from './push-session-tag';

describe('the session tag of a push', () => {
  it('is base64url of the first 16 bytes of SHA-256 of the session id, as the service worker computes it (sw/src/push/held-session.test.ts)', () => {
    expect(pushSessionTag('Lr_hrNez6QS_21DYDncaEQ')).toBe('cxT9ou0Ky-eKQ0VbamEhcg');
  });

  it('names no session: it is not the id, and each session has its own', () => {
    const tag = pushSessionTag('Lr_hrNez6QS_21DYDncaEQ');
    expect(tag).not.toContain('Lr_hrNez6QS_21DYDncaEQ');
    expect(pushSessionTag('Lr_hrNez6QS_21DYDncaEq')).not.toBe(tag);
  });
});
