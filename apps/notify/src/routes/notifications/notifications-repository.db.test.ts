import { COUNT_CAP } from '@startupsetu/server-core/repositories/capped-count';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { useRepositoryTestDatabase } from '@startupsetu/server-core/testing/repository-test-database';
import { describe, expect, it } from 'vitest';
import { createNotification, createNotifications } from '@startupsetu/server-core/repositories/notification-rows';
import { countUnreadNotifications } from '@startupsetu/server-core/repositories/unread-counts';
import { listNotifications, markNotificationsRead } from './notifications-repository';

const { db, person, postgres, analyze } = useRepositoryTestDatabase();

const comment = (userId: string, actorId: string | null, message: string) => ({ userId, type: 'comment' as const, message, actorId });

describe('createNotifications', () => {
  it('stores a batch as createNotification stores each, newest last, and answers the ids in order', async () => {
    const [asha, ravi] = [await person('asha'), await person('ravi')];
    await createNotification(db(), comment(asha, ravi, 'before'));
    const ids = await createNotifications(db(), [comment(asha, ravi, 'one'), comment(asha, null, 'two'), comment(ravi, asha, 'for ravi')]);
    expect(ids).toEqual([{ _id: expect.any(String) }, { _id: expect.any(String) }, { _id: expect.any(String) }]);
    const page = await listNotifications(db(), asha, { limit: 20 });
    expect(page.items.map((n) => [n._id, n.message, n.actorId, n.isRead])).toEqual([
      [ids[1]!._id, 'two', null, false],
      [ids[0]!._id, 'one', ravi, false],
      [expect.any(String), 'before', ravi, false],
    ]);
    expect(await createNotifications(db(), [])).toEqual([]);
  });

  it('stores nothing of a batch that names a missing user', async () => {
    const asha = await person('asha');
    await expect(createNotifications(db(), [comment(asha, null, 'kept?'), comment('ffffffffffffffffffffffffff', null, 'nobody')])).rejects.toThrow();
    expect((await listNotifications(db(), asha, { limit: 20 })).items).toEqual([]);
  });
});

describe('countUnreadNotifications', () => {
  it(`is exact below ${COUNT_CAP} and reads ${COUNT_CAP} for that many or more`, async () => {
    const [asha, ravi] = [await person('asha'), await person('ravi')];
    await createNotifications(db(), Array.from({ length: COUNT_CAP - 1 }, (_, i) => comment(asha, ravi, `${i}`)));
    expect(await countUnreadNotifications(db(), asha)).toBe(COUNT_CAP - 1);
    await createNotifications(db(), Array.from({ length: 40 }, (_, i) => comment(asha, null, `more ${i}`)));
    expect(await countUnreadNotifications(db(), asha)).toBe(COUNT_CAP);
    await markNotificationsRead(db(), asha);
    expect(await countUnreadNotifications(db(), asha)).toBe(0);
  });
});

describe('query plans: a page costs O(page) however many notifications', () => {
  it('the list and the unread count read by the user’s index, never scanning notifications', async () => {
    const [asha, ravi] = [await person('asha'), await person('ravi')];
    await createNotifications(db(), Array.from({ length: 300 }, (_, i) => comment(i % 2 ? asha : ravi, i % 3 ? ravi : null, `${i}`)));
    await analyze();
    const [list = '', count = ''] = await queryPlans(db(), async (trx) => {
      await listNotifications(trx, asha, { limit: 20, cursor: 'ffffffffffffffffffffffffff' });
      await countUnreadNotifications(trx, asha);
    });
    expect(list, list).toMatch(/notifications_user_id_idx/);
    expect(count, count).toMatch(/notifications_unread_idx/);
    for (const plan of [list, count]) expect(plan, plan).not.toMatch(postgres() ? /Seq Scan on notifications\b/ : /^SCAN (notifications|n)\b/m);
    if (!postgres()) expect(list, list).not.toMatch(/TEMP B-TREE/);
    if (postgres()) expect(list, list).not.toMatch(/Sort/);
  });
});
