import type { ApiTestServer } from './api-test-server';
import type { ApiRouteSample } from './api-route-samples';
import type { Cast, CastMember } from './authorization-cast';
import { seedVideo } from './content';
import type { Evidence } from '../routes/reports/report-target-types';
import { insertReport } from '../routes/reports/reports-repository';

// The appeals of the authorization matrices (DESIGN §7.4): the job seeker's videos, each reported
// by the investor and removed by the cast's moderator (the cofounder), one per valid appeal (and per
// bad-token kind, each building its request). An appeal is once per decision, so each takes its own.

export interface AppealCast {
  /** Reports whose decision removed a video of the job seeker's, not yet appealed. */
  removed: string[];
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
  return { removed };
}

export function appealRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const nextRemoved = () => {
    const id = cast().appeals.removed.pop();
    if (!id) throw new Error('the cast has no removal left to appeal: raise POOL in appeal-route-samples.ts');
    return id;
  };
  return [
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
