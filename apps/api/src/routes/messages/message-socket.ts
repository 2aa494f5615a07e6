import { CONFIRM_EMAIL_FIRST } from '@startupsetu/server-core/authenticate';
import { HttpError } from '@startupsetu/server-core/errors';
import { isEmailProven } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { eventArguments, socketUser, withinBudget } from '../../plugins/realtime';
import { sendMessage } from './send-message';

export const SEND_MESSAGE_EVENT = 'sendMessage';

/**
 * `sendMessage({ receiverId, text }, ack?)` from a signed-in socket: the sender is the socket's
 * user whatever the payload says, and only with a proven email. Whatever a client sends gets an ack
 * and never an uncaught error.
 * Each message counts as one of the user's writes, over HTTP or the socket alike.
 */
export function registerMessageSocketEvents(app: FastifyInstance) {
  app.io.on('connection', (socket) => {
    const sender = socketUser(socket);
    socket.on(SEND_MESSAGE_EVENT, (...args: unknown[]) => {
      const { payload, reply } = eventArguments(args);
      const send = async () => {
        try {
          if (!(await withinBudget(app, socket, 'write', reply))) return;
          // Only a proven email messages (DESIGN §7.4, as POST /api/messages's provenEmail): read
          // again only while unproven at connect, so a proof made meanwhile counts at once.
          if (!sender.emailProven) sender.emailProven = await isEmailProven(app.db, sender.id);
          if (!sender.emailProven) throw new HttpError(403, CONFIRM_EMAIL_FIRST);
          reply({ ok: true, message: await sendMessage(app, sender.id, payload, app.log) });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          reply({ ok: false, message: error.message });
        }
      };
      send().catch((error: unknown) => {
        app.log.error({ err: error, userId: sender.id }, 'sendMessage failed');
        reply({ ok: false, message: 'The message could not be sent' });
      });
    });
  });
}
