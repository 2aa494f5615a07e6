import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { pendingCount } from '../../../lib/outbox-snapshot';
import { useRealtimeChannel } from '../../../lib/realtime';
import { postMessage } from '../api/chat-api';
import { sendOverSocket, SendRefusedError } from '../api/chat-socket';
import type { Message } from '../api/chat-types';
import { useRecordMessage } from './use-record-message';

/**
 * Sends over the realtime channel while it is connected, else over HTTP (POST /api/messages), which
 * queues the message in the outbox when there is no network. Behind messages already waiting, a new
 * one waits too, so they arrive in the order they were written.
 */
export function useSendMessage(me: string, partnerId: string) {
  const channel = useRealtimeChannel();
  const record = useRecordMessage();
  return useMutation({
    mutationFn: async (text: string): Promise<Message | null> => {
      const socket = channel.socket();
      if (socket?.connected && navigator.onLine && (await pendingCount()) === 0) return sendOverSocket(socket, partnerId, text);
      const result = await postMessage(partnerId, text);
      return result.queued ? null : result.data.message;
    },
    // Offline the call still runs: it is what puts the message in the outbox.
    networkMode: 'always',
    onSuccess: (message) => {
      if (message) record(message, me, partnerId);
    },
    onError: (error) => console.error('Message not sent', error),
  });
}

/** What the chat box says when a message did not go: the server's reason, else a plain retry hint. */
export function sendErrorText(error: unknown): string {
  if ((error instanceof SendRefusedError || error instanceof ApiError) && error.message) return error.message;
  return 'Message not sent. Please try again.';
}
