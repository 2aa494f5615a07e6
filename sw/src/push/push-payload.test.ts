import { describe, expect, it } from 'vitest';
import { sameOriginPath, shownPush } from './push-payload';

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
