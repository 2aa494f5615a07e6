import { describe, expect, it } from 'vitest';
import { eventFromStorage, followStoredSession } from './session-sync';

describe('a tab following the session of the browser', () => {
  it('does nothing while the stored session is the one its screens were drawn for', () => {
    expect(followStoredSession('a', 'a')).toBe('none');
    expect(followStoredSession(null, null)).toBe('none');
  });

  it('leaves when the session it showed was signed out or ended elsewhere', () => {
    expect(followStoredSession('a', null)).toBe('signed-out');
  });

  it('starts over when another user signed in, never carrying on as the previous one', () => {
    expect(followStoredSession('a', 'b')).toBe('switched');
  });

  it('carries on as a user who signed in elsewhere when it showed nobody', () => {
    expect(followStoredSession(null, 'b')).toBe('adopt');
  });
});

describe('the storage fallback of the session events', () => {
  it('reads an announced event', () => {
    const value = JSON.stringify({ type: 'ended', userId: 'a', at: 1, nonce: 0.5 });
    expect(eventFromStorage('session-event', value)).toEqual({ type: 'ended', userId: 'a' });
  });

  it('takes a change of the stored session itself, or a cleared storage, as a change to look at', () => {
    expect(eventFromStorage('token', null)).toBeNull();
    expect(eventFromStorage('userId', 'b')).toBeNull();
    expect(eventFromStorage(null, null)).toBeNull();
  });

  it('ignores other keys and values that are not its events', () => {
    expect(eventFromStorage('theme', 'dark')).toBeUndefined();
    expect(eventFromStorage('session-event', 'garbage')).toBeUndefined();
    expect(eventFromStorage('session-event', JSON.stringify({ type: 'party' }))).toBeUndefined();
  });
});
