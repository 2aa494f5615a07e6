import { EventEmitter } from 'node:events';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider, useRealtimeChannel, useRealtimeEvent, type RealtimeChannel } from './realtime';

// A stand-in for socket.io's client socket and its Manager (`io`): the test plays the server.
class FakeSocket extends EventEmitter {
  connected = false;
  active = true;
  io = new EventEmitter();
  connect() {
    return this;
  }
  disconnect() {
    return this;
  }
  /** The engine.io session opens, then the socket signs in on it. */
  connectNow() {
    this.io.emit('open');
    this.connected = true;
    this.emit('connect');
  }
  drop() {
    this.connected = false;
    this.emit('disconnect', 'transport close');
  }
  /** What the page asked the server (catchUp), and the server's answer (by default: nothing was missed). */
  asked: unknown[] = [];
  answer: () => Promise<unknown> = async () => ({ ok: true, missed: [] });
  timeout() {
    return {
      emitWithAck: (event: string, payload: unknown) => {
        this.asked.push([event, payload]);
        return this.answer();
      },
    };
  }
}

const sockets: FakeSocket[] = [];
vi.mock('./socket', () => ({
  connectSocket: async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

afterEach(() => {
  sockets.length = 0;
});

/** A page that shows one list read from the server, counting its reads; each answer waits for `answer`. */
function pageReading(key: string[], reads: { count: number }, answer: () => Promise<void> = async () => {}) {
  return function Page() {
    const list = useQuery({
      queryKey: key,
      queryFn: async () => {
        reads.count += 1;
        const count = reads.count;
        await answer();
        return `read ${count}`;
      },
      staleTime: 30_000,
    });
    return <p>{list.data ?? 'loading'}</p>;
  };
}

/**
 * The events of this test's page (the app's are app/realtime-events.ts): a notification changes the
 * notifications, a message the chats, both of which the server answers for; a comment the comments.
 */
const EVENT_KEYS = { notification: [['notifications']], receiveMessage: [['chat']], newComment: [['comments']] } as const;

/** Read `ago` milliseconds back, and fresh for 30 s (as the page's reads are). */
const readAgo = (client: QueryClient, key: string[], ago: number) => client.setQueryData(key, 'old', { updatedAt: Date.now() - ago });
const isInvalidated = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated;

async function showPage(client: QueryClient, Page: () => React.JSX.Element) {
  render(
    <QueryClientProvider client={client}>
      <RealtimeProvider token="token" eventKeys={EVENT_KEYS}>
        <Page />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  return sockets[0]!;
}

describe('a page whose realtime channel connects', () => {
  it('reads what it shows again on the first connect, when it was read before the channel opened', async () => {
    const client = new QueryClient();
    const reads = { count: 0 };
    const socket = await showPage(client, pageReading(['content', 'videos'], reads));
    await screen.findByText('read 1');
    // The list was read while the channel was still connecting (a video removed meanwhile stays in it).
    await new Promise((resolve) => setTimeout(resolve, 2));

    act(() => socket.connectNow());

    await screen.findByText('read 2');
  });

  it.each([
    ['answered after the channel opened', true],
    ['still on its way when it connects', false],
  ])('does not read twice a first load read %s', async (_case, answeredBeforeConnect) => {
    const client = new QueryClient();
    const reads = { count: 0 };
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const socket = await showPage(client, pageReading(['content', 'videos'], reads, () => answered));
    await new Promise((resolve) => setTimeout(resolve, 2));
    act(() => socket.io.emit('open'));
    if (answeredBeforeConnect) {
      answer();
      await screen.findByText('read 1');
    }

    act(() => {
      socket.connected = true;
      socket.emit('connect');
    });
    answer();

    await screen.findByText('read 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.count).toBe(1);
  });

  it('reads what it shows again on every reconnect', async () => {
    const client = new QueryClient();
    const reads = { count: 0 };
    const socket = await showPage(client, pageReading(['content', 'videos'], reads));
    act(() => socket.connectNow());
    await screen.findByText('read 1');
    await new Promise((resolve) => setTimeout(resolve, 2));

    act(() => socket.drop());
    act(() => socket.connectNow());

    await screen.findByText('read 2');
  });

  it('asks the server what its user had since the oldest read of each event, and reads again only that', async () => {
    const client = new QueryClient();
    readAgo(client, ['notifications', 'list'], 60_000);
    readAgo(client, ['notifications', 'unread'], 20_000);
    readAgo(client, ['chat', 'list'], 30_000);
    const askedAt = Date.now();
    const socket = await showPage(client, () => <p>page</p>);
    socket.answer = async () => ({ ok: true, missed: ['receiveMessage'] });

    act(() => socket.connectNow());

    await vi.waitFor(() => expect(isInvalidated(client, ['chat', 'list'])).toBe(true));
    const [[event, { since, now }]] = socket.asked as [[string, { since: Record<string, number>; now: number }]];
    expect(event).toBe('catchUp');
    expect(now).toBeGreaterThanOrEqual(askedAt);
    expect(askedAt - since.notification!).toBeGreaterThanOrEqual(60_000);
    expect(askedAt - since.receiveMessage!).toBeGreaterThanOrEqual(30_000);
    expect(askedAt - since.receiveMessage!).toBeLessThan(60_000);
    expect(isInvalidated(client, ['notifications', 'list'])).toBe(false);
    expect(isInvalidated(client, ['notifications', 'unread'])).toBe(false);
  });

  it('asks nothing about events whose reads it does not hold, and always reads again what the server cannot answer for', async () => {
    const client = new QueryClient();
    readAgo(client, ['comments', 'v1'], 1000);
    const socket = await showPage(client, () => <p>page</p>);

    act(() => socket.connectNow());

    await vi.waitFor(() => expect(isInvalidated(client, ['comments', 'v1'])).toBe(true));
    expect(socket.asked).toEqual([]);
  });

  it.each([
    ['refuses to say', async () => ({ ok: false, message: 'Too many events' })],
    ['cannot be reached', () => Promise.reject(new Error('operation has timed out'))],
  ])('reads again everything events change when the server %s', async (_case, answer) => {
    const client = new QueryClient();
    readAgo(client, ['notifications', 'list'], 1000);
    readAgo(client, ['chat', 'list'], 1000);
    const socket = await showPage(client, () => <p>page</p>);
    socket.answer = answer;

    act(() => socket.connectNow());

    await vi.waitFor(() => expect(isInvalidated(client, ['chat', 'list'])).toBe(true));
    expect(isInvalidated(client, ['notifications', 'list'])).toBe(true);
  });

  it('on a reconnect, reads again what it shows, and nothing off screen but what events changed', async () => {
    const client = new QueryClient();
    const offScreenRead = vi.fn(async () => 'old');
    await client.prefetchQuery({ queryKey: ['content', 'blogs'], queryFn: offScreenRead, staleTime: 30_000 });
    readAgo(client, ['notifications', 'list'], 1000);
    const reads = { count: 0 };
    const socket = await showPage(client, pageReading(['content', 'videos'], reads));
    act(() => socket.connectNow());
    await screen.findByText('read 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const readsBefore = reads.count;
    socket.answer = async () => ({ ok: true, missed: ['notification'] });

    act(() => socket.drop());
    act(() => socket.connectNow());

    await vi.waitFor(() => expect(isInvalidated(client, ['notifications', 'list'])).toBe(true));
    await vi.waitFor(() => expect(reads.count).toBe(readsBefore + 1));
    expect(offScreenRead).toHaveBeenCalledTimes(1);
    expect(isInvalidated(client, ['content', 'blogs'])).toBe(false);
  });
});

describe("a page's screens on the realtime channel", () => {
  it('hear events once the socket comes, without drawing again when it does', async () => {
    const client = new QueryClient();
    const heard: unknown[] = [];
    let renders = 0;
    let channel: RealtimeChannel | null = null;
    function Listener() {
      renders += 1;
      channel = useRealtimeChannel();
      useRealtimeEvent('newComment', (payload) => heard.push(payload));
      return <p>listening</p>;
    }
    const socket = await showPage(client, Listener);
    await screen.findByText('listening');
    const rendersBeforeConnect = renders;

    act(() => socket.connectNow());
    act(() => void socket.emit('newComment', { videoId: 'v1' }));

    expect(heard).toEqual([{ videoId: 'v1' }]);
    expect(channel!.socket()).toBe(socket);
    expect(renders).toBe(rendersBeforeConnect);
  });
});
