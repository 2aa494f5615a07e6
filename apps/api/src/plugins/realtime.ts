import { authenticateToken, type AuthUser } from '@startupsetu/server-core/authenticate';
import type { Database } from '@startupsetu/server-core/db/database';
import {
  createRealtimeEmitter,
  userRoom,
  type RealtimeEmitter,
} from '@startupsetu/server-core/realtime-emitter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtime: RealtimeEmitter;
  }
}

export interface RealtimePluginOptions {
  db: Database;
  jwtSecret: string;
}

type Ack = (reply: { ok: boolean; message?: string }) => void;

async function realtimePlugin(app: FastifyInstance, { db, jwtSecret }: RealtimePluginOptions) {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    authenticateToken(db, jwtSecret, typeof token === 'string' ? token : undefined).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      () => next(new Error('Unauthorized')),
    );
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as AuthUser;
    void socket.join(userRoom(user.id));
    socket.on('join', (userId: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      if (userId !== user.id) {
        reply({ ok: false, message: 'Forbidden' });
        return;
      }
      void socket.join(userRoom(user.id));
      reply({ ok: true });
    });
  });

  app.decorate('io', io);
  app.decorate('realtime', createRealtimeEmitter(io));

  // Sockets first, so the HTTP server's close is not held open by live websockets.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
}

export default fp(realtimePlugin, { name: 'startupsetu-realtime', fastify: '5.x' });
