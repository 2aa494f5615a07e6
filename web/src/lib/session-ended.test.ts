import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteReplyStatus, onSessionEnded } from './session-ended';

describe('the session-ended path', () => {
  afterEach(() => onSessionEnded(null));

  it('is taken by a 401 to the stored token only', () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    expect(noteReplyStatus(403, 't', 't')).toBe(false);
    expect(noteReplyStatus(401, null, 't')).toBe(false);
    expect(noteReplyStatus(401, 'old', 't')).toBe(false);
    expect(ended).not.toHaveBeenCalled();
    expect(noteReplyStatus(401, 't', 't')).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('is taken as soon as the app starts when a 401 came before it', () => {
    expect(noteReplyStatus(401, 't', 't')).toBe(true);
    const ended = vi.fn();
    onSessionEnded(ended);
    expect(ended).toHaveBeenCalledTimes(1);
    onSessionEnded(null);
    onSessionEnded(ended);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
