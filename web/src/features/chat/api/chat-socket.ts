import type { Socket } from '../../../lib/socket';
import { assertPageSession } from '../../../lib/api-client';
import type { Message, SendAck } from './chat-types';

const ACK_TIMEOUT_MS = 10_000;

/** The server refused the message and said why (its words are shown). */
export class SendRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SendRefusedError';
  }
}

/**
 * Sends over the realtime channel and resolves with the stored message from the server's ack. A page
 * drawn for another user than the one signed in now sends nothing (SessionChangedError).
 */
export function sendOverSocket(socket: Socket, receiverId: string, text: string): Promise<Message> {
  return new Promise((resolve, reject) => {
    assertPageSession();
    socket.timeout(ACK_TIMEOUT_MS).emit('sendMessage', { receiverId, text }, (error: Error | null, ack?: SendAck) => {
      if (error) reject(error);
      else if (ack?.ok && ack.message && typeof ack.message === 'object') resolve(ack.message);
      else reject(new SendRefusedError(ack && !ack.ok && typeof ack.message === 'string' ? ack.message : ''));
    });
  });
}
