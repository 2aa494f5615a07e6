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

/** The events of this test's page: a notification changes the notifications (the app's are app/realtime-events.ts). */
const EVENT_KEYS = { notification: [['notifications']] } as const;

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

  it('reads nothing that is off screen, and makes stale only what events would have changed', async () => {
    const client = new QueryClient();
    const offScreenRead = vi.fn(async () => 'old');
    await client.prefetchQuery({ queryKey: ['content', 'blogs'], queryFn: offScreenRead, staleTime: 30_000 });
    await client.prefetchQuery({ queryKey: ['notifications', 'list'], queryFn: async () => 'old', staleTime: 30_000 });
    const socket = await showPage(client, pageReading(['content', 'videos'], { count: 0 }));
    await screen.findByText('read 1');
    await new Promise((resolve) => setTimeout(resolve, 2));

    act(() => socket.connectNow());

    await screen.findByText('read 2');
    expect(offScreenRead).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['content', 'blogs'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(true);
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
