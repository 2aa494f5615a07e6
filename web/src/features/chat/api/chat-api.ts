import { apiRequest } from '../../../lib/api-client';
import type { Message } from './chat-types';

/** The HTTP path for a message, used when the realtime channel is down. The token decides the sender. */
export async function postMessage(receiverId: string, text: string): Promise<Message> {
  const reply = await apiRequest<{ success: boolean; message: Message }>('/api/messages', {
    method: 'POST',
    json: { receiverId, text },
  });
  return reply.message;
}

/** Marks everything `userId` sent you as read. */
export function markChatRead(userId: string): Promise<{ success: boolean; updated: number }> {
  return apiRequest(`/api/messages/${encodeURIComponent(userId)}/read`, { method: 'PUT' });
}
