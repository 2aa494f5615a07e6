import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { findUserById, insertUser, insertUsers, listPublicUsers, updateUserProfile } from './users-repository';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

describe('updateUserProfile', () => {
  it('keeps the search columns in step with the profile', async () => {
    const user = await insertUser(testDb.db, { email: 'search@example.com', passwordHash: 'h', role: 'Jobseeker' });
    await updateUserProfile(testDb.db, user.id, () => ({ Username: 'Tara', aboutMe: 'Loves DATA', phoneno: '42' }));
    const row = await findUserById(testDb.db, user.id);
    expect(row).toMatchObject({ search_text: 'tara\nloves data', search_name: 'tara' });
  });

  it('loses no field when many writes to one profile run at the same moment', async () => {
    const user = await insertUser(testDb.db, { email: 'busy@example.com', passwordHash: 'h', role: 'Hustler' });
    const keys = Array.from({ length: 8 }, (_, i) => `field${i}`);
    await Promise.all(
      keys.map((key) => updateUserProfile(testDb.db, user.id, (current) => ({ ...current, [key]: key }))),
    );
    const row = await findUserById(testDb.db, user.id);
    expect(Object.keys(JSON.parse(row!.profile)).sort()).toEqual(keys);
  });

  it('answers the picture it replaced, and undefined for an unknown user', async () => {
    const user = await insertUser(testDb.db, { email: 'pic@example.com', passwordHash: 'h', role: 'Hustler' });
    expect(await updateUserProfile(testDb.db, user.id, (p) => p, 'one.png')).toEqual({ replacedPic: null });
    expect(await updateUserProfile(testDb.db, user.id, (p) => p, 'two.png')).toEqual({ replacedPic: 'one.png' });
    expect(await updateUserProfile(testDb.db, user.id, (p) => ({ ...p, bio: 'x' }))).toEqual({ replacedPic: null });
    expect((await findUserById(testDb.db, user.id))?.profile_pic).toBe('two.png');
    expect(await updateUserProfile(testDb.db, 'nobody', (p) => p)).toBeUndefined();
  });
});

describe('listPublicUsers', () => {
  it('leaves out the private fields', async () => {
    const user = await insertUser(testDb.db, { email: 'private@example.com', passwordHash: 'h', role: 'Investor' });
    await updateUserProfile(testDb.db, user.id, () => ({ Username: 'P', phoneno: '1', contactEmail: 'c@example.com' }));
    const page = await listPublicUsers(testDb.db, { role: 'Investor', limit: 10 });
    expect(page.items).toEqual([
      { _id: user.id, email: 'private@example.com', role: 'Investor', verified: false, badges: [], profiledetails: { Username: 'P', profilePic: null } },
    ]);
  });
});

describe('insertUsers', () => {
  it('stores each person with the columns a profile save gives them', async () => {
    const profile = { Username: 'Mira', skills: ['Sales'], bio: 'Builds BOATS' };
    const saved = await insertUser(testDb.db, { email: 'one-by-one@example.com', passwordHash: 'h', role: 'Cofounder' });
    await updateUserProfile(testDb.db, saved.id, () => profile);
    const [id, other] = await insertUsers(testDb.db, [
      { email: 'Batch@Example.com', passwordHash: 'h', role: 'Cofounder', profile },
      { email: 'batch2@example.com', passwordHash: 'h', role: 'Investor', profile: {} },
    ]);
    const columns = ['profile', 'search_text', 'search_name', 'has_username', 'filter_text'] as const;
    const pick = (row: Record<string, unknown> | undefined) => Object.fromEntries(columns.map((column) => [column, row?.[column]]));
    expect(pick(await findUserById(testDb.db, id!))).toEqual(pick(await findUserById(testDb.db, saved.id)));
    expect(await findUserById(testDb.db, id!)).toMatchObject({ email: 'batch@example.com', role: 'Cofounder' });
    expect(await findUserById(testDb.db, other!)).toMatchObject({ role: 'Investor', has_username: 0 });
  });
});
