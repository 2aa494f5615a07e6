// A user as the browser is one: HTTP calls and a websocket-only socket.io client, both through a
// gateway. Every wait is bounded, so a missing event fails the test instead of hanging it.
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import { io, type Socket } from 'socket.io-client';

const REQUEST_TIMEOUT_MS = 15_000;
const EVENT_TIMEOUT_MS = 10_000;

export interface SignedInUser {
  id: string;
  token: string;
  email: string;
  role: string;
  sessionId: string;
}

let userCounter = 0;

/**
 * Signs up through `gatewayUrl` and proves the email as a person would (DESIGN §7.4): follows the link
 * the api behind that gateway mailed, read from `mailDir` (that api's DATA_DIR/mail: ClusterSide.mailDir).
 */
export async function signUp(gatewayUrl: string, role: 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker', mailDir: string): Promise<SignedInUser> {
  userCounter += 1;
  const email = `scale-${role.toLowerCase()}-${userCounter}-${Date.now().toString(36)}@example.in`;
  const response = await call(gatewayUrl, 'POST', '/api/auth/signup', { body: { email, password: 'chai-and-code-42', role } });
  if (response.status !== 201) throw new Error(`sign-up through ${gatewayUrl} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { id: string; accessToken: string; sessionId: string };
  const link = await mailedLink(mailDir, email, '/verify-email?token=');
  const proof = await call(gatewayUrl, 'POST', '/api/auth/email/verify', { body: { token: tokenOf(link) } });
  if (proof.status !== 200) throw new Error(`email proof through ${gatewayUrl} answered ${proof.status}: ${await proof.text()}`);
  return { id: body.id, token: body.accessToken, email, role, sessionId: body.sessionId };
}

/** Another session (another device) of `user`, signed in through `gatewayUrl`. */
export async function signIn(gatewayUrl: string, user: SignedInUser): Promise<SignedInUser> {
  const response = await call(gatewayUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: 'chai-and-code-42' } });
  if (response.status !== 200) throw new Error(`sign-in through ${gatewayUrl} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string; sessionId: string };
  return { ...user, token: body.accessToken, sessionId: body.sessionId };
}

export function call(
  gatewayUrl: string,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const isForm = body instanceof FormData;
  return fetch(gatewayUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

export interface SocketOptions {
  /** Reconnect on its own after the connection is lost, quickly (the failover test relies on it). */
  reconnect?: boolean;
}

/** A connected socket of `user`, through the gateway, websocket only. */
export async function openSocket(gatewayUrl: string, user: SignedInUser, { reconnect = false }: SocketOptions = {}): Promise<Socket> {
  const socket = io(gatewayUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    // As the web's client signs in: the token in the handshake (without one, no session) and the CONNECT packet.
    query: { token: user.token },
    auth: { token: user.token },
    forceNew: true,
    reconnection: reconnect,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    timeout: 5_000,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket through ${gatewayUrl} refused: ${error.message}`)));
    });
  } catch (error) {
    socket.disconnect();
    throw error;
  }
  return socket;
}

/**
 * The next `event` on `socket` that `matches`; rejects after a while. Call it before the action
 * that should cause the event, and await it after.
 */
export function nextEvent<T = any>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
  timeoutMs = EVENT_TIMEOUT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      cleanUp();
      resolve(payload);
    };
    const onTimeout = () => {
      cleanUp();
      reject(new Error(`no matching "${event}" reached the socket within ${timeoutMs / 1000} s`));
    };
    const cleanUp = () => {
      socket.off(event, listener);
      signal.removeEventListener('abort', onTimeout);
    };
    socket.on(event, listener);
    signal.addEventListener('abort', onTimeout);
  });
}

/** Resolves once the socket has (re)connected. */
export function connected(socket: Socket, timeoutMs = 30_000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return nextEvent(socket, 'connect', () => true, timeoutMs);
}

/** Resolves once the socket has lost its connection. */
export function disconnected(socket: Socket, timeoutMs = EVENT_TIMEOUT_MS): Promise<void> {
  if (!socket.connected) return Promise.resolve();
  return nextEvent(socket, 'disconnect', () => true, timeoutMs);
}
