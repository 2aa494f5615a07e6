import { apiRequest } from '../../../lib/api-client';

interface Reply {
  success: boolean;
  message: string;
}

/** Asks `targetId` to connect; a repeat while the first is unread is answered the same, sent once. */
export function sendConnectRequest(targetId: string): Promise<Reply> {
  return apiRequest('/api/connects/request', { method: 'POST', json: { targetId } });
}

/** Tells an investor a Hustler is interested (only Hustlers may, and only investors can be ignited). */
export function igniteInvestor(investorId: string): Promise<Reply> {
  return apiRequest('/api/connects/hustlertoinvestor', { method: 'POST', json: { investorId } });
}
