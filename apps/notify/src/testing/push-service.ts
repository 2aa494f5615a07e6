import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { decrypt } from 'http_ece';

// A push service on loopback, as FCM or Mozilla's autopush answer a sender: it records each push
// (headers and the encrypted body) and answers the statuses it is told to, 201 by default.

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface TestBrowser {
  /** The PushSubscription the browser hands the app. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a push sent to it, as the browser does (RFC 8291). */
  read(push: ReceivedPush): unknown;
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers: { status: number; headers?: Record<string, string> }[] = [];
  const listeners = new Set<(push: ReceivedPush) => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      for (const listener of listeners) listener(push);
      const answer = answers.shift() ?? { status: 201 };
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let browsers = 0;
  return {
    origin,
    received,
    /** Calls `listener` with each push as it arrives. */
    onPush(listener: (push: ReceivedPush) => void) {
      listeners.add(listener);
    },
    /** The next pushes get these answers, in order. */
    answer(...statuses: { status: number; headers?: Record<string, string> }[]) {
      answers.push(...statuses);
    },
    /** A browser subscribed at this service. */
    browser(): TestBrowser {
      browsers += 1;
      const ecdh: ECDH = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        subscription: { endpoint: `${origin}/push/${browsers}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') } },
        read: (push) => JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
