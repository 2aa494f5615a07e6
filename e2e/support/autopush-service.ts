import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

// A push service of our own on loopback, speaking to Firefox as Mozilla's autopush does (the
// WebSocket protocol of Firefox's dom/push/PushServiceWebSocket.sys.mjs, set with
// `dom.push.serverURL`): `hello` gives the browser its uaid, `register` a channel's push endpoint on
// this server's HTTP side, `unregister` ends the channel. A push an application server POSTs to an
// endpoint goes to the browser as a `notification`; the endpoint answers 201 once the browser acks
// it, and 410 for a channel the browser unregistered.

/** What happened at the service, in order, for a test to read. */
export type AutopushEvent =
  | { type: 'register'; channelID: string; endpoint: string }
  | { type: 'unregister'; channelID: string; code: number }
  | { type: 'push'; channelID: string; status: number; headers: IncomingMessage['headers'] }
  | { type: 'ack'; channelID: string; code: number }
  | { type: 'nack'; channelID: string; code: number };

interface Channel {
  uaid: string;
  endpoint: string;
}

/** A push the browser has not acked by then is lost: the sender is told 503 (and sends it again later). */
const ACK_WAIT_MS = 15_000;
const MAX_BODY_BYTES = 4096;

export async function startAutopushService(port: number) {
  const events: AutopushEvent[] = [];
  const channels = new Map<string, Channel>();
  const endpoints = new Map<string, string>();
  const sockets = new Map<string, WebSocket>();
  const awaitingAck = new Map<string, (code: number) => void>();
  const channelOfVersion = new Map<string, string>();
  const origin = `http://127.0.0.1:${port}`;

  const server = createServer((request, response) => void deliver(request, response));

  async function deliver(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const channelID = endpoints.get(request.url ?? '');
    const answer = (status: number, headers: Record<string, string> = {}) => {
      if (channelID) events.push({ type: 'push', channelID, status, headers: request.headers });
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ code: status }));
    };
    if (request.method !== 'POST') return answer(405);
    const channel = channelID ? channels.get(channelID) : undefined;
    if (!channelID || !channel) return answer(410);
    if (body === undefined) return answer(413);
    // autopush would keep it (for its TTL) for a browser that is offline; the journeys keep theirs open.
    const socket = sockets.get(channel.uaid);
    if (!socket) return answer(503);
    const version = randomUUID();
    channelOfVersion.set(version, channelID);
    const acked = new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ACK_WAIT_MS);
      awaitingAck.set(version, (code) => (clearTimeout(timer), resolve(code)));
    });
    socket.send(JSON.stringify({ messageType: 'notification', channelID, version, data: body.toString('base64url'), headers: encryptionHeaders(request) }));
    const code = await acked;
    awaitingAck.delete(version);
    if (code === undefined) return answer(503);
    answer(201, { location: `${origin}/m/${version}`, ttl: String(request.headers.ttl ?? 0) });
  }

  const socketServer = new WebSocketServer({
    server,
    handleProtocols: (protocols) => (protocols.has('push-notification') ? 'push-notification' : false),
  });
  socketServer.on('connection', (socket) => {
    let uaid: string | undefined;
    socket.on('message', (raw) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(raw.toString()) as Record<string, unknown>;
      } catch {
        return socket.close(1003, 'not JSON');
      }
      const reply = (fields: Record<string, unknown>) => socket.send(JSON.stringify(fields));
      switch (message.messageType) {
        case undefined: // a ping is `{}`, answered in kind
          return reply({});
        case 'hello': {
          // A browser with subscriptions keeps its uaid; one without any gets a new one each time.
          const known = typeof message.uaid === 'string' && [...channels.values()].some((channel) => channel.uaid === message.uaid);
          uaid = known ? (message.uaid as string) : randomUUID().replaceAll('-', '');
          sockets.set(uaid, socket);
          return reply({ messageType: 'hello', uaid, status: 200, use_webpush: true, broadcasts: {} });
        }
        case 'register': {
          if (!uaid) return socket.close(1008, 'hello first');
          const channelID = typeof message.channelID === 'string' ? message.channelID : randomUUID();
          const path = `/wpush/v2/${randomUUID()}`;
          const endpoint = `${origin}${path}`;
          channels.set(channelID, { uaid, endpoint });
          endpoints.set(path, channelID);
          events.push({ type: 'register', channelID, endpoint });
          return reply({ messageType: 'register', channelID, status: 200, pushEndpoint: endpoint });
        }
        case 'unregister': {
          const channelID = String(message.channelID);
          channels.delete(channelID);
          events.push({ type: 'unregister', channelID, code: Number(message.code) });
          return reply({ messageType: 'unregister', channelID, status: 200 });
        }
        case 'ack':
          for (const update of (message.updates ?? []) as { channelID: string; version: string; code: number }[]) {
            events.push({ type: 'ack', channelID: update.channelID, code: update.code });
            awaitingAck.get(update.version)?.(update.code);
          }
          return;
        case 'nack': // the worker failed on the push (PushServiceWebSocket's kDELIVERY_REASON_TO_CODE)
          events.push({ type: 'nack', channelID: channelOfVersion.get(String(message.version)) ?? '', code: Number(message.code) });
          return;
        default:
          return;
      }
    });
    socket.on('close', () => {
      if (uaid && sockets.get(uaid) === socket) sockets.delete(uaid);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    /** The HTTP origin of the endpoints (for the server's allow-list). */
    origin,
    /** Firefox's `dom.push.serverURL`. */
    serverURL: `ws://127.0.0.1:${port}/`,
    events,
    /** What happened to one channel, in words: 'register', 'ack 100', 'push 201', 'unregister 200'… */
    storyOf: (channelID: string) =>
      events
        .filter((event) => event.channelID === channelID)
        .map((event) => (event.type === 'register' ? event.type : `${event.type} ${event.type === 'push' ? event.status : event.code}`)),
    /**
     * Loses every registration, as a push service that lost its data does: the connections drop,
     * each browser's next `hello` gets a new uaid (Firefox then drops its subscriptions and fires
     * `pushsubscriptionchange` at each worker), and the old endpoints answer 410. The sockets end
     * without a closing handshake: Firefox reconnects after a lost connection, not a closed one.
     */
    forgetBrowsers: () => {
      channels.clear();
      for (const socket of sockets.values()) socket.terminate();
    },
    /** The headers of the pushes posted to one channel. */
    pushHeadersOf: (channelID: string) => events.flatMap((event) => (event.type === 'push' && event.channelID === channelID ? [event.headers] : [])),
    close: async () => {
      for (const client of socketServer.clients) client.terminate();
      await new Promise<void>((resolve) => socketServer.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AutopushService = Awaited<ReturnType<typeof startAutopushService>>;

/**
 * The encryption parameters, as autopush passes them on (names in lower case, `-` as `_`):
 * `aes128gcm` needs only the encoding; the older `aesgcm` the salt and the sender's key too.
 */
function encryptionHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, field] of [
    ['content-encoding', 'encoding'],
    ['encryption', 'encryption'],
    ['crypto-key', 'crypto_key'],
  ] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[field] = value;
  }
  return headers;
}

/** The request's body, or undefined when it is larger than a push may be. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks);
}
