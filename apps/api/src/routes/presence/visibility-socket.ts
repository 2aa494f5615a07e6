import { userRoom } from '@startupsetu/server-core/realtime-emitter';
import { noteHidden, noteVisible, VISIBLE_FOR_MS } from '@startupsetu/server-core/push/presence';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { eventArguments, socketUser, withinBudget } from '../../plugins/realtime';

export const VISIBILITY_EVENT = 'visibility';

/** A socket's 'visible' reports closer together than this are not written again. */
const REWRITE_AFTER_MS = VISIBLE_FOR_MS / 3;

/**
 * `visibility({ visible: boolean }, ack?)`: the app says whether it is on screen (the web reports
 * 'visible' when shown and every 30 s while shown, 'hidden' when it goes out of sight). While the
 * user has a visible app, no push is queued for them (DESIGN §6.6): it shows in the app instead. A
 * socket that disconnects while visible counts as hidden, unless another of the user's sockets on
 * this instance is still visible. Each report counts as one of the user's writes.
 */
export function registerVisibilityEvent(app: FastifyInstance) {
  app.io.on('connection', (socket) => {
    const userId = socketUser(socket).id;
    let writtenAt = 0;
    let previous = Promise.resolve();
    const write = (visible: boolean) => {
      socket.data.visible = visible;
      previous = previous
        .then(() => (visible ? noteVisible(app.db, userId) : hiddenUnlessSeenElsewhere(app, socket, userId)))
        .catch((error: unknown) => app.log.warn({ err: error, userId }, 'could not note whether the app is visible'));
      return previous;
    };
    socket.on(VISIBILITY_EVENT, (...args: unknown[]) => {
      const { payload, reply } = eventArguments(args);
      const report = async () => {
        if (!(await withinBudget(app, socket, 'write', reply))) return;
        const visible = typeof payload === 'object' && payload !== null ? (payload as { visible?: unknown }).visible : undefined;
        if (typeof visible !== 'boolean') {
          reply({ ok: false, message: 'visible must be true or false' });
          return;
        }
        const now = Date.now();
        if (visible && socket.data.visible === true && now - writtenAt < REWRITE_AFTER_MS) {
          reply({ ok: true });
          return;
        }
        if (visible) writtenAt = now;
        await write(visible);
        reply({ ok: true });
      };
      report().catch((error: unknown) => {
        app.log.warn({ err: error, userId }, 'visibility failed');
        reply({ ok: false, message: 'Could not note whether the app is visible' });
      });
    });
    socket.once('disconnect', () => {
      if (socket.data.visible === true) void write(false);
    });
  });
}

async function hiddenUnlessSeenElsewhere(app: FastifyInstance, socket: Socket, userId: string): Promise<void> {
  const others = await app.io.in(userRoom(userId)).local.fetchSockets();
  if (others.some((other) => other.id !== socket.id && other.data.visible === true)) return;
  await noteHidden(app.db, userId);
}
