import { sendWrite, type WriteResult } from '../../../lib/outbox-client';

interface Reply {
  success: boolean;
  message: string;
}

// Made offline, both wait in the outbox (DESIGN §4); `targetId` lets the card show its request as pending.

/** Asks `targetId` to connect; a repeat while the first is unread is answered the same, sent once. */
export function sendConnectRequest(targetId: string): Promise<WriteResult<Reply>> {
  return sendWrite({ kind: 'connect', url: '/api/connects/request', body: { targetId }, meta: { targetId } });
}

/** Tells an investor a Hustler is interested (only Hustlers may, and only investors can be ignited). */
export function igniteInvestor(investorId: string): Promise<WriteResult<Reply>> {
  return sendWrite({
    kind: 'ignite',
    url: '/api/connects/hustlertoinvestor',
    body: { investorId },
    meta: { targetId: investorId },
  });
}
