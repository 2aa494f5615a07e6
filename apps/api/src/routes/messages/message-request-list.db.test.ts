import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { useRepositoryTestDatabase } from '@startupsetu/server-core/testing/repository-test-database';
import { describe, expect, it } from 'vitest';
import { listMessageRequests } from './message-request-list';
import { openRequest } from './message-requests-repository';
import { insertMessages } from './messages-repository';
import { countUnreadMessages } from '@startupsetu/server-core/repositories/unread-counts';

const { db, person, postgres, analyze } = useRepositoryTestDatabase();

describe('query plans: the Requests and the badge cost O(page) however many requests and messages', () => {
  const tableScan = postgres() ? /Seq Scan on (messages|message_requests)\b/ : /^SCAN (messages|message_requests|r|m|mr)\b/m;

  it('reads requests by message_requests_inbox_idx and each message by key, never scanning', async () => {
    const [asha, meera] = [await person('asha'), await person('meera')];
    const senders = await Promise.all(Array.from({ length: 200 }, (_, i) => person(`sender${i}`)));
    for (const sender of senders) await openRequest(db(), asha, sender);
    await insertMessages(db(), [
      ...senders.map((sender) => ({ senderId: sender, receiverId: asha, text: 'hello' })),
      ...Array.from({ length: 1000 }, (_, i) => ({ senderId: meera, receiverId: asha, text: `${i}` })),
    ]);
    await analyze();
    const page = await listMessageRequests(db(), asha, { limit: 20 });
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).toMatch(/^[0-9a-f]+$/);
    const plans = await queryPlans(db(), async (trx) => {
      await listMessageRequests(trx, asha, { limit: 20, cursor: page.nextCursor! });
      await countUnreadMessages(trx, asha);
    });
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans) expect(plan, plan).not.toMatch(tableScan);
    expect(plans[0], plans[0]).toMatch(/message_requests_inbox_idx/);
  });
});
