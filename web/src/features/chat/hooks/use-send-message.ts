import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useRealtimeSocket } from '../../../lib/realtime';
import { postMessage } from '../api/chat-api';
import { sendOverSocket, SendRefusedError } from '../api/chat-socket';
import { useRecordMessage } from './use-record-message';

/** Sends over the realtime channel while it is connected, else over HTTP (POST /api/messages). */
export function useSendMessage(me: string, partnerId: string) {
  const socket = useRealtimeSocket();
  const record = useRecordMessage();
  return useMutation({
    mutationFn: (text: string) =>
      socket?.connected ? sendOverSocket(socket, partnerId, text) : postMessage(partnerId, text),
    onSuccess: (message) => record(message, me, partnerId),
    onError: (error) => console.error('Message not sent', error),
  });
}

/** What the chat box says when a message did not go: the server's reason, else a plain retry hint. */
export function sendErrorText(error: unknown): string {
  if ((error instanceof SendRefusedError || error instanceof ApiError) && error.message) return error.message;
  return 'Message not sent. Please try again.';
}
