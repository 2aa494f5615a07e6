import { createServer, connect, type Socket } from 'node:net';

// A loopback TCP proxy in front of the gateway that cuts every connection once it has carried
// `cutAfterBytes` from the browser, as a phone's network drops mid-upload. It counts every byte the
// browser got through to the server, to tell how much of a file was sent more than once. With
// `bytesPerSecond` it also carries each connection's bytes from the browser no faster than that (a slow
// uplink for every request the browser makes, its own Background Fetch too, which a page's network
// emulation does not reach).

export interface CuttingProxy {
  /** http://localhost:<port>, the origin a page is opened at to go through the proxy. */
  url: string;
  /** Bytes the browser sent through the proxy since the last reset. */
  sentBytes(): number;
  /** Connections cut since the last reset. */
  cuts(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCuttingProxy({ port, targetPort, cutAfterBytes, bytesPerSecond }: { port: number; targetPort: number; cutAfterBytes: number; bytesPerSecond?: number }): Promise<CuttingProxy> {
  let sent = 0;
  let cuts = 0;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let carried = 0;
    let slowed: NodeJS.Timeout | undefined;
    const resume = () => {
      if (!slowed) client.resume();
    };
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (carried >= cutAfterBytes) return;
      const part = chunk.subarray(0, cutAfterBytes - carried);
      carried += part.length;
      sent += part.length;
      const flowing = upstream.write(part, () => {
        if (carried < cutAfterBytes) return;
        cuts += 1;
        end();
      });
      if (!flowing) client.pause();
      if (bytesPerSecond) {
        clearTimeout(slowed);
        client.pause();
        slowed = setTimeout(() => {
          slowed = undefined;
          if (upstream.writableNeedDrain) return;
          client.resume();
        }, (part.length / bytesPerSecond) * 1000);
      }
    });
    upstream.on('drain', resume);
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));

  return {
    url: `http://localhost:${port}`,
    sentBytes: () => sent,
    cuts: () => cuts,
    reset: () => {
      sent = 0;
      cuts = 0;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
