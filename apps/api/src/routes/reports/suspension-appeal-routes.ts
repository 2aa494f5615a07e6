import type { ReportRow } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { trimBodyFields } from '../../schemas/text-fields';
import type { FastifyInstance } from 'fastify';
import { isContentId } from '../../schemas/content';
import { appealLinkKey, readAppealToken } from './appeal-links';
import { fileAppeal, findAppealOf, toAppealView } from './appeals-repository';
import { decisionText } from './moderation-notices';
import { findReport, subjectOf } from './reports-repository';
import { fileSuspensionAppealSchema, suspensionAppealSchema, type SuspensionAppealBody } from './suspension-appeal-schemas';

export const DECISION_CHANGED = 'This decision has changed since the link was sent: sign in to see where your account stands';

// A suspension's appeal, by the link mailed with it (DESIGN §7.4; appeal-links.ts): the suspended
// person cannot sign in, so the link's token says who they are and which decision they appeal.
export default async function suspensionAppealRoutes(app: FastifyInstance) {
  const { db } = app;
  const key = appealLinkKey(app.config.jwtSecret);

  /** The report of the decision the token names, while that decision stands (under appeal, or upheld). */
  async function decisionOf(token: string): Promise<{ report: ReportRow; userId: string }> {
    const claims = readAppealToken(key, token);
    const report = isContentId(claims.reportId) ? await findReport(db, claims.reportId) : undefined;
    const standing = report?.status === 'suspended' || report?.status === 'appealed';
    if (!report || !standing || report.decided_at !== claims.decidedAt || subjectOf(report) !== claims.userId) throw new HttpError(410, DECISION_CHANGED);
    return { report, userId: claims.userId };
  }

  /** What the moderator wrote when suspending, as the mail said it (moderation_actions' report index). */
  async function suspensionNoteOf(report: ReportRow): Promise<string | null> {
    const action = await db
      .selectFrom('moderation_actions')
      .select('note')
      .where('report_id', '=', report.id)
      .where('action', '=', 'suspend')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return action?.note ?? null;
  }

  app.get<{ Querystring: { token: string } }>('/appeals/suspension', { schema: suspensionAppealSchema, config: { public: true } }, async (request) => {
    const { report } = await decisionOf(request.query.token);
    const appeal = await findAppealOf(db, report);
    return { success: true, decision: decisionText(report, 'suspend', await suspensionNoteOf(report)), appeal: appeal ? toAppealView(appeal) : null };
  });

  app.post<{ Body: SuspensionAppealBody }>(
    '/appeals/suspension',
    { schema: fileSuspensionAppealSchema, config: { public: true }, preValidation: trimBodyFields(['reason']) },
    async (request, reply) => {
      const { report, userId } = await decisionOf(request.body.token);
      const appeal = await fileAppeal(db, { report, appellantId: userId, reason: request.body.reason });
      return reply.code(201).send({ success: true, appeal: toAppealView(appeal) });
    },
  );
}
