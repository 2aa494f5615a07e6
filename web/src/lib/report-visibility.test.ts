import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from './socket';
import { reportVisibility, VISIBLE_REPORT_MS } from './report-visibility';

class FakeSocket extends EventEmitter {
  connected = false;
  sent: unknown[] = [];
  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'visibility') {
      this.sent.push(args[0]);
      return true;
    }
    return super.emit(event, ...args);
  }
}

class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('telling the server whether the app is on screen', () => {
  it('reports at connect, at each change, and again every 30 s only while visible; nothing once stopped', () => {
    const socket = new FakeSocket();
    const page = new FakePage();
    const stop = reportVisibility(socket as unknown as Socket, page as unknown as Document);
    expect(socket.sent).toEqual([]);
    socket.connected = true;
    socket.emit('connect');
    expect(socket.sent).toEqual([{ visible: true }]);
    vi.advanceTimersByTime(VISIBLE_REPORT_MS);
    expect(socket.sent).toHaveLength(2);
    page.show('hidden');
    expect(socket.sent.at(-1)).toEqual({ visible: false });
    vi.advanceTimersByTime(3 * VISIBLE_REPORT_MS);
    expect(socket.sent).toHaveLength(3);
    page.show('visible');
    expect(socket.sent.at(-1)).toEqual({ visible: true });

    stop();
    page.show('hidden');
    vi.advanceTimersByTime(3 * VISIBLE_REPORT_MS);
    socket.emit('connect');
    expect(socket.sent).toHaveLength(4);
  });
});
