import { COUNT_CAP } from '@startupsetu/server-core/repositories/capped-count';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { useRepositoryTestDatabase } from '@startupsetu/server-core/testing/repository-test-database';
import { describe, expect, it } from 'vitest';
import { createNotification, createNotifications } from '@startupsetu/server-core/repositories/notification-rows';
import { countUnreadNotifications } from '@startupsetu/server-core/repositories/unread-counts';
import { newId } from '@startupsetu/server-core/ids';
import type { Database } from '@startupsetu/server-core/db/database';
import type { MemberStatus } from '@startupsetu/server-core/contract/startup-fields';
import { findNotification, listNotifications, markNotificationsRead } from './notifications-repository';

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

/** A startup `slug` created by `founder` (an active admin), as the startups' routes store one. */
async function startupRow(db: Database, slug: string, founder: string): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('startups')
    .values({
      id,
      slug,
      name: slug,
      logo: null,
      one_liner: 'x',
      description: '',
      sector: 'SaaS',
      stage: 'seed',
      city: 'Pune',
      city_key: 'pune',
      founded_year: null,
      team_size: null,
      website: null,
      dpiit_number: null,
      search_text: slug,
      created_by: founder,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await memberRow(db, id, founder, 'active', null);
  return id;
}

async function memberRow(db: Database, startupId: string, userId: string, status: MemberStatus, invitedBy: string | null): Promise<void> {
  await db
    .insertInto('startup_members')
    .values({ startup_id: startupId, user_id: userId, title: 'CTO', role: invitedBy ? 'member' : 'admin', status, invited_by: invitedBy, created_at: new Date().toISOString() })
    .execute();
}

const invitation = (userId: string, founder: string, slug: string) => ({
  userId,
  type: 'startup_invite' as const,
  message: `Asha invited you to join ${slug} as CTO`,
  actorId: founder,
  link: `/startups/${slug}`,
});

describe("a startup invitation's state (requestStatus)", () => {
  it('is pending while invited, accepted once a member, and gone once declined, withdrawn or removed; for each invitee', async () => {
    const [founder, asha, ravi] = [await person('founder'), await person('asha'), await person('ravi')];
    const acme = await startupRow(db(), 'acme-invites', founder);
    const solar = await startupRow(db(), 'solar-invites', founder);
    await memberRow(db(), acme, asha, 'invited', founder);
    await memberRow(db(), solar, asha, 'invited', founder);
    // Ravi's invitation to acme was declined (or withdrawn): its row is gone, Asha's stands.
    const [acmeForAsha, solarForAsha, acmeForRavi] = await createNotifications(db(), [
      invitation(asha, founder, 'acme-invites'),
      invitation(asha, founder, 'solar-invites'),
      invitation(ravi, founder, 'acme-invites'),
    ]);
    // A notification of another type keeps requestStatus null, whatever its link.
    await createNotification(db(), { userId: asha, type: 'comment', message: 'a comment', actorId: founder, link: '/startups/acme-invites' });
    const states = async (userId: string) =>
      (await listNotifications(db(), userId, { limit: 20 })).items.map((n) => [n.type, n.link, n.requestId, n.requestStatus]);

    expect(await states(asha)).toEqual([
      ['comment', '/startups/acme-invites', null, null],
      ['startup_invite', '/startups/solar-invites', null, 'pending'],
      ['startup_invite', '/startups/acme-invites', null, 'pending'],
    ]);
    expect(await states(ravi)).toEqual([['startup_invite', '/startups/acme-invites', null, 'gone']]);

    // Accepted on the startup's page or another device; the other one declined there.
    await db().updateTable('startup_members').set({ status: 'active' }).where('startup_id', '=', acme).where('user_id', '=', asha).execute();
    await db().deleteFrom('startup_members').where('startup_id', '=', solar).where('user_id', '=', asha).execute();
    expect(await states(asha)).toEqual([
      ['comment', '/startups/acme-invites', null, null],
      ['startup_invite', '/startups/solar-invites', null, 'gone'],
      ['startup_invite', '/startups/acme-invites', null, 'accepted'],
    ]);
    // The live event (findNotification) carries the same state.
    expect((await findNotification(db(), acmeForAsha!._id))?.requestStatus).toBe('accepted');
    expect((await findNotification(db(), solarForAsha!._id))?.requestStatus).toBe('gone');
    expect((await findNotification(db(), acmeForRavi!._id))?.requestStatus).toBe('gone');

    // A member removed later, and a startup deleted, leave no invitation either.
    await db().deleteFrom('startup_members').where('startup_id', '=', acme).where('user_id', '=', asha).execute();
    expect((await findNotification(db(), acmeForAsha!._id))?.requestStatus).toBe('gone');
    await db().deleteFrom('startups').where('id', '=', acme).execute();
    expect((await findNotification(db(), acmeForRavi!._id))?.requestStatus).toBe('gone');
  });
});

describe('query plans: a page costs O(page) however many notifications', () => {
  it('the list and the unread count read by the user’s index, never scanning notifications', async () => {
    const [asha, ravi] = [await person('asha'), await person('ravi')];
    await createNotifications(db(), Array.from({ length: 300 }, (_, i) => comment(i % 2 ? asha : ravi, i % 3 ? ravi : null, `${i}`)));
    // Startups' invitations among them: each is looked up by the slug's and the member's unique indexes.
    for (let i = 0; i < 30; i += 1) {
      const slug = `plan-${i}`;
      const startup = await startupRow(db(), slug, ravi);
      if (i % 2) await memberRow(db(), startup, asha, 'invited', ravi);
      await createNotification(db(), invitation(asha, ravi, slug));
    }
    await analyze();
    const [list = '', count = ''] = await queryPlans(db(), async (trx) => {
      await listNotifications(trx, asha, { limit: 20, cursor: 'ffffffffffffffffffffffffff' });
      await countUnreadNotifications(trx, asha);
    });
    expect(list, list).toMatch(/notifications_user_id_idx/);
    expect(count, count).toMatch(/notifications_unread_idx/);
    for (const plan of [list, count]) expect(plan, plan).not.toMatch(postgres() ? /Seq Scan on notifications\b/ : /^SCAN (notifications|n)\b/m);
    if (!postgres()) {
      expect(list, list).not.toMatch(/^SCAN (startups|s|startup_members|m)\b/m);
      expect(list, list).toMatch(/^SEARCH s USING INDEX \w+ \(slug=\?\)/m);
      expect(list, list).toMatch(/^SEARCH m USING INDEX \w+ \(startup_id=\? AND user_id=\?\)/m);
    }
    if (!postgres()) expect(list, list).not.toMatch(/TEMP B-TREE/);
    if (postgres()) expect(list, list).not.toMatch(/Sort/);
  });
});
