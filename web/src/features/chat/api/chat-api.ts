import type { SentMessageReply, UpdatedReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest } from '../../../lib/api-client';
import { sendWrite, type WriteResult } from '../../../lib/outbox-client';
import { chatKeys } from '../../../entities/message/chat-keys';

/**
 * The HTTP path for a message, used when the realtime channel is down; offline the message waits in
 * the outbox and is replayed through this same call. The token decides the sender.
 */
export function postMessage(receiverId: string, text: string): Promise<WriteResult<SentMessageReply>> {
  return sendWrite({
    kind: 'message',
    url: '/api/messages',
    body: { receiverId, text },
    meta: { receiverId, text },
    invalidate: [chatKeys.history(receiverId), chatKeys.list()],
  });
}

/** Marks everything `userId` sent you as read. */
export function markChatRead(userId: string): Promise<UpdatedReply> {
  return apiRequest(`/api/messages/${encodeURIComponent(userId)}/read`, { method: 'PUT' });
}
