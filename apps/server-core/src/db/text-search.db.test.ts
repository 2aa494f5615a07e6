import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDiscoveryProfiles } from '../repositories/discovery-repository';
import { insertUser, listPublicUsers, updateUserProfile } from '../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { trigramIndexOptions } from '../testing/text-index-options';
import { migrationProvider } from './migrations/migration-provider';
import type { Role } from './schema';
import { FEW_MATCHES, fewMatchingUserIds, WALK_WINDOWS, WINDOW, type SearchedColumn } from './text-search';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

const ids = async (text: string, columns: readonly SearchedColumn[] = ['search_text'], role?: Role) =>
  (await fewMatchingUserIds(testDb.db, [{ columns, text }], role))?.sort();

describe('the text index (migration 0013-search-index)', () => {
  it('finds profiles stored before it, follows inserts, edits and deletes, and goes down again', async () => {
    const early = await insertUser(testDb.db, { email: 'early@example.com', passwordHash: 'h', role: 'Jobseeker' });
    await updateUserProfile(testDb.db, early.id, () => ({ Username: 'Early Bird', aboutMe: 'Solar PUMPS' }));
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0011-upload-usage')).error).toBeUndefined();
    await updateUserProfile(testDb.db, early.id, () => ({ Username: 'Early Bird', aboutMe: 'Solar pumps, 100% uptime' }));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await ids('SOLAR PUMP')).toEqual([early.id]);
    expect(await ids('100% up')).toEqual([early.id]);
    expect(await ids('early@exa', ['search_name', 'email'])).toEqual([early.id]);

    const late = await insertUser(testDb.db, { email: 'late@example.com', passwordHash: 'h', role: 'Jobseeker' });
    await updateUserProfile(testDb.db, late.id, () => ({ Username: 'Late', aboutMe: 'solar farms' }));
    expect(await ids('solar')).toEqual([early.id, late.id].sort());
    await updateUserProfile(testDb.db, early.id, () => ({ Username: 'Early Bird', aboutMe: 'wind' }));
    expect(await ids('solar')).toEqual([late.id]);
    await testDb.db.deleteFrom('users').where('id', '=', late.id).execute();
    expect(await ids('solar')).toEqual([]);
    expect(await ids('nothing like this')).toEqual([]);

    expect((await migrator.migrateTo('0011-upload-usage')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await ids('wind')).toEqual([early.id]);
  });

  it('leaves texts shorter than three characters, and matches above FEW_MATCHES, to the order index', async () => {
    expect(await ids('wi')).toBeUndefined();
    const many = Array.from({ length: FEW_MATCHES + 1 }, (_, i) => ({
      id: `many${String(i).padStart(6, '0')}`,
      email: `many${i}@example.com`,
      password_hash: 'h',
      role: 'Hustler' as const,
      profile: '{}',
      created_at: new Date().toISOString(),
      search_text: 'common ground',
      search_name: 'common ground',
      verified: 0 as const,
    }));
    for (let i = 0; i < many.length; i += 500) {
      await testDb.db.insertInto('users').values(many.slice(i, i + 500)).execute();
    }
    expect(await ids('common')).toBeUndefined();
  });

  it('finds what lies beyond the first window, by short texts and by texts with many matches', async () => {
    // The 2,001 'many…' profiles come first (newest first by id), so the early profile lies beyond
    // the first window; 'bi' (of Early Bird) is too short for the index and is read on window by window.
    const search = (q: string, limit = 5) => listPublicUsers(testDb.db, { q, limit });
    const short = await search('bi');
    expect(short.items.map((user) => user.email)).toEqual(['early@example.com']);
    expect(short.nextCursor).toBeNull();
    const common = await search('common ground', 3);
    expect(common.items.map((user) => user._id)).toEqual(['many002000', 'many001999', 'many001998']);
    expect(common.nextCursor).toBe('many001998');
  });

  it('stops a walk after WALK_WINDOWS windows with what it found and a cursor that goes on from there', async () => {
    const more = Array.from({ length: WALK_WINDOWS * WINDOW }, (_, i) => ({
      id: `more${String(i).padStart(6, '0')}`,
      email: `more${i}@example.com`,
      password_hash: 'h',
      role: 'Investor' as const,
      profile: '{}',
      created_at: new Date().toISOString(),
      search_text: 'plain',
      search_name: '',
      verified: 0 as const,
    }));
    for (let i = 0; i < more.length; i += 500) await testDb.db.insertInto('users').values(more.slice(i, i + 500)).execute();

    const first = await listPublicUsers(testDb.db, { q: 'bi', limit: 5 });
    expect(first.items).toEqual([]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await listPublicUsers(testDb.db, { q: 'bi', limit: 5, cursor: first.nextCursor! });
    expect([rest.items.map((user) => user.email), rest.nextCursor]).toEqual([['early@example.com'], null]);
  });

  it("searches one role's profiles in that role's own index (migration 0015), which follows role changes", async () => {
    // 2,001 Hustlers say 'common ground' (above): no Investor does, which the Investors' index
    // tells at once, so the list answers its last page instead of walking on with a cursor.
    expect(await ids('common', ['search_text'], 'Hustler')).toBeUndefined();
    expect(await ids('common', ['search_text'], 'Investor')).toEqual([]);
    const investors = await listDiscoveryProfiles(testDb.db, { role: 'Investor', excludeUserId: 'nobody', limit: 5, q: 'common', filters: [] });
    expect(investors).toEqual({ items: [], nextCursor: null });

    const early = await testDb.db.selectFrom('users').select('id').where('email', '=', 'early@example.com').executeTakeFirstOrThrow();
    expect(await ids('wind', ['search_text'], 'Jobseeker')).toEqual([early.id]);
    await testDb.db.updateTable('users').set({ role: 'Cofounder' }).where('id', '=', early.id).execute();
    expect(await ids('wind', ['search_text'], 'Jobseeker')).toEqual([]);
    expect(await ids('wind', ['search_text'], 'Cofounder')).toEqual([early.id]);
    await testDb.db.deleteFrom('users').where('id', '=', early.id).execute();
    expect(await ids('wind', ['search_text'], 'Cofounder')).toEqual([]);
  });

  it('on PostgreSQL, has its trigram indexes take every entry in place, so a search never reads a pending list (migration 0018)', async () => {
    if (!testDb.databaseUrl) return;
    const options = await trigramIndexOptions(testDb.db);
    expect(Object.keys(options)).toHaveLength(10);
    for (const [name, set] of Object.entries(options)) expect(set, name).toContain('fastupdate=off');
  });
});
