import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { appealLinkKey, appealToken } from '../routes/reports/appeal-links';
import type { ApiTestServer } from './api-test-server';
import type { ApiRouteSample } from './api-route-samples';
import type { Cast, CastMember } from './authorization-cast';
import { seedVideo } from './content';
import type { Evidence } from '../routes/reports/report-target-types';
import { insertReport } from '../routes/reports/reports-repository';

// The appeals of the authorization matrices (DESIGN §7.4): the job seeker's videos, each reported
// by the investor and removed by the cast's moderator (the cofounder), one per valid appeal (and per
// bad-token kind, each building its request). An appeal is once per decision, so each takes its own.
// And suspended people outside the cast, each with the token of the appeal link mailed to them.

export interface AppealCast {
  /** Reports whose decision removed a video of the job seeker's, not yet appealed. */
  removed: string[];
  /** Tokens of suspensions' appeal links, one per valid appeal of a suspension. */
  suspensionTokens: string[];
  /** A suspension's link that is never used to appeal: its page always reads. */
  suspensionToShow: string;
}

const POOL = 16;

export async function seedAppealCast(server: ApiTestServer, members: { author: CastMember; reporter: CastMember; moderator: CastMember }): Promise<AppealCast> {
  const { author, reporter, moderator } = members;
  const removed: string[] = [];
  for (let i = 0; i < POOL; i += 1) {
    const videoId = await seedVideo(server.db, author.id, `Removed video ${i}`);
    const evidence = { targetType: 'video', targetId: videoId, author: { _id: author.id, name: 'author' }, createdAt: '', fields: {}, mediaFiles: [], capturedAt: '' } as Evidence;
    const { report } = await insertReport(server.db, { reporterId: reporter.id, type: 'video', targetId: videoId, targetUserId: author.id, category: 'spam', comment: null, evidence });
    const now = new Date().toISOString();
    await server.db.updateTable('reports').set({ status: 'removed', decided_at: now, decided_by: moderator.id }).where('id', '=', report.id).execute();
    await server.db.insertInto('hidden_content').values({ target_type: 'video', target_id: videoId, reason: 'removed', created_at: now }).execute();
    removed.push(report.id);
  }
  const suspensionTokens: string[] = [];
  for (let i = 0; i <= POOL; i += 1) suspensionTokens.push(await suspendedPerson(server, reporter, moderator, i));
  return { removed, suspensionTokens, suspensionToShow: suspensionTokens.pop()! };
}

/** A person reported by `reporter` and suspended by `moderator`, straight in the database: the token of their appeal link. */
async function suspendedPerson(server: ApiTestServer, reporter: CastMember, moderator: CastMember, i: number): Promise<string> {
  const now = new Date().toISOString();
  const person = await insertUser(server.db, { email: `suspended-${i}-${Date.now()}@example.com`, passwordHash: 'none', role: 'Investor' });
  const evidence = { targetType: 'user', targetId: person.id, author: { _id: person.id, name: 'person' }, createdAt: '', fields: {}, mediaFiles: [], capturedAt: '' } as Evidence;
  const { report } = await insertReport(server.db, { reporterId: reporter.id, type: 'user', targetId: person.id, targetUserId: person.id, category: 'scam', comment: null, evidence });
  await server.db.updateTable('reports').set({ status: 'suspended', decided_at: now, decided_by: moderator.id }).where('id', '=', report.id).execute();
  await server.db.updateTable('users').set({ suspended_at: now }).where('id', '=', person.id).execute();
  return appealToken(appealLinkKey(server.config.jwtSecret), { reportId: report.id, userId: person.id, decidedAt: now });
}

export function appealRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const nextRemoved = () => {
    const id = cast().appeals.removed.pop();
    if (!id) throw new Error('the cast has no removal left to appeal: raise POOL in appeal-route-samples.ts');
    return id;
  };
  const nextSuspension = () => {
    const token = cast().appeals.suspensionTokens.pop();
    if (!token) throw new Error('the cast has no suspension left to appeal: raise POOL in appeal-route-samples.ts');
    return token;
  };
  return [
    // A suspended person's appeal, signed out, by the link mailed to them.
    {
      method: 'GET',
      path: '/api/appeals/suspension',
      access: 'public',
      status: 200,
      request: () => ({ path: `/api/appeals/suspension?token=${encodeURIComponent(cast().appeals.suspensionToShow)}` }),
    },
    {
      method: 'POST',
      path: '/api/appeals/suspension',
      access: 'public',
      status: 201,
      request: () => ({ path: '/api/appeals/suspension', json: { token: nextSuspension(), reason: 'Matrix appeal of a suspension' } }),
    },
    {
      method: 'POST',
      path: '/api/reports/:id/appeal',
      access: 'user',
      caller: 'Jobseeker',
      status: 201,
      request: () => ({ path: `/api/reports/${nextRemoved()}/appeal`, json: { reason: 'Matrix appeal' } }),
    },
  ];
}
