import { describe, expect, it } from 'vitest';
import { pushSessionOf, pushVerdict, sameOriginPath, shownPush, type HeldSession } from './push-payload';

const ORIGIN = 'https://startupsetu.example';

describe('what a push shows', () => {
  it("shows the server's title and words, one notification per tag, and opens its page", () => {
    const payload = { title: 'Message from Asha', body: 'Free at 5?', url: '/messages?with=0190a', tag: 'chat-0190a', badge: 4 };
    expect(shownPush(JSON.stringify(payload), ORIGIN)).toEqual({
      title: 'Message from Asha',
      options: { body: 'Free at 5?', tag: 'chat-0190a', icon: '/icons/icon-192.png', data: { url: '/messages?with=0190a' } },
      badge: 4,
    });
  });

  it.each([[null], [''], ['not json'], ['[]'], ['{"title":1}'], ['{"body":"no title"}']])('shows something for a push it cannot read (%j)', (text) => {
    const shown = shownPush(text, ORIGIN);
    expect(shown.title).toBe('StartupSetu');
    expect(shown.options.data.url).toBe('/Notification');
  });

  it('opens only pages of this app', () => {
    expect(sameOriginPath('/videos#video-1', ORIGIN)).toBe('/videos#video-1');
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42, undefined]) {
      expect(sameOriginPath(url, ORIGIN)).toBe('/Notification');
    }
  });

  it('keeps no badge it cannot count', () => {
    expect(shownPush(JSON.stringify({ title: 't', body: 'b', badge: -1 }), ORIGIN).badge).toBeUndefined();
    expect(shownPush(JSON.stringify({ title: 't', body: 'b', badge: 'many' }), ORIGIN).badge).toBeUndefined();
  });
});

describe('whether a push shows on this device', () => {
  const mine: HeldSession = { kind: 'session', tag: 'cxT9ou0Ky-eKQ0VbamEhcg' };
  const push = (session?: unknown) => JSON.stringify({ title: 'Message from Asha', body: 'Free at 5?', url: '/messages', tag: 'chat-1', badge: 1, session });

  it('shows a push queued for the session this device is in', () => {
    expect(pushVerdict(pushSessionOf(push('cxT9ou0Ky-eKQ0VbamEhcg')), mine)).toBe('show');
  });

  it('shows nothing for a session this device no longer holds (signed out and in again, another person signed in here)', () => {
    expect(pushVerdict(pushSessionOf(push('BDpxh3TFcr2KJa2-sb_NXA')), mine)).toBe('hide');
  });

  it('shows nothing, and drops the subscription, when nobody is signed in on this device', () => {
    expect(pushVerdict(pushSessionOf(push('cxT9ou0Ky-eKQ0VbamEhcg')), { kind: 'none' })).toBe('unsubscribe');
  });

  it("shows nothing, keeping the subscription, when the worker cannot tell whose session it holds (a token without sid, storage it cannot read)", () => {
    expect(pushVerdict(pushSessionOf(push('cxT9ou0Ky-eKQ0VbamEhcg')), { kind: 'unreadable' })).toBe('hide');
  });

  it('shows a push that names no session (from a server before session tags), whoever is signed in', () => {
    for (const held of [mine, { kind: 'none' } as const, { kind: 'unreadable' } as const]) {
      expect(pushVerdict(pushSessionOf(push()), held)).toBe('show');
      expect(pushVerdict(pushSessionOf('not json'), held)).toBe('show');
    }
  });

  it('reads only a text tag as a session', () => {
    expect(pushSessionOf(push(42))).toBeUndefined();
    expect(pushSessionOf('null')).toBeUndefined();
    expect(pushSessionOf(undefined)).toBeUndefined();
  });
});
