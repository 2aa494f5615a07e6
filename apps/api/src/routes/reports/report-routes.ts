import { jobReportCategories as JOB_REPORT_CATEGORIES } from '@startupsetu/server-core/contract/report-schemas';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { FastifyInstance } from 'fastify';
import { trimBodyFields } from '../../schemas/text-fields';
import { keepEvidenceMedia } from './evidence-media';
import { acknowledgement, contentRemovedEvent, removedContentOf, REPORT_NOTIFICATION_TYPE } from './report-effects';
import { isContentId } from '../../schemas/content';
import { fileAppeal, toAppealView } from './appeals-repository';
import { appealReportSchema, createReportSchema, toReportView, type AppealBody, type ReportBody } from './report-schemas';
import { findReportTarget } from './report-targets';
import { countEstablishedReporters, findOpenReport, findReport, hideForReports, HIDE_AFTER_REPORTERS, insertReport, subjectOf } from './reports-repository';

export const CANNOT_REPORT_YOURSELF = 'You cannot report yourself';
export const CANNOT_REPORT_OWN_CONTENT = 'You cannot report your own content';

// POST /api/reports (DESIGN §6.3) and an author's appeal of a decision (§7.4); registered under /api.
export default async function reportRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: ReportBody }>(
    '/reports',
    { schema: createReportSchema, config: { provenEmail: true }, preValidation: trimBodyFields(['comment']) },
    async (request, reply) => {
      const me = requireUser(request);
      const { targetType, targetId, category } = request.body;
      if (targetType === 'user' && targetId === me.id) throw new HttpError(400, CANNOT_REPORT_YOURSELF, 'targetId');
      if (targetType !== 'job' && (JOB_REPORT_CATEGORIES as readonly string[]).includes(category)) {
        throw new HttpError(400, `category ${category} is for jobs only`, 'category');
      }
      // Checked before the target: once reported, the item is out of the reporter's sight.
      const open = await findOpenReport(db, me.id, targetType, targetId);
      if (open) return reply.code(200).send({ success: true, report: toReportView(open) });

      const target = await findReportTarget(db, me.id, targetType, targetId);
      if (!target) {
        // A twin request may have reported it in between, putting it out of sight.
        const twin = await findOpenReport(db, me.id, targetType, targetId);
        if (twin) return reply.code(200).send({ success: true, report: toReportView(twin) });
        throw new HttpError(404, 'Not found');
      }
      if (target.authorId === me.id || target.reporterIsOwner) throw new HttpError(400, CANNOT_REPORT_OWN_CONTENT, 'targetId');

      const evidence = { ...target.evidence };
      evidence.mediaFiles = await keepEvidenceMedia(evidence.mediaFiles, app.config.mediaDir, app.config.dataDir).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not keep the media of a report as evidence');
        return evidence.mediaFiles;
      });
      const { report, created } = await insertReport(db, {
        reporterId: me.id,
        type: targetType,
        targetId,
        targetUserId: target.authorId,
        category,
        comment: request.body.comment ?? null,
        evidence,
      });
      if (!created) return reply.code(200).send({ success: true, report: toReportView(report) });

      if ((await countEstablishedReporters(db, targetType, targetId)) >= HIDE_AFTER_REPORTERS && (await hideForReports(db, targetType, targetId))) {
        const removed = removedContentOf(report);
        if (removed) app.realtime.toAll(contentRemovedEvent, removed);
      }
      // Not awaited: the report stands whatever happens to its acknowledgement.
      app.bus
        .send('notification.requested', { userId: me.id, type: REPORT_NOTIFICATION_TYPE, message: acknowledgement(category), actorId: null })
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not acknowledge a report'));
      return reply.code(201).send({ success: true, report: toReportView(report) });
    },
  );

  // Only the person the decision is about may appeal it: anyone else is told no such report exists.
  app.post<{ Params: { id: string }; Body: AppealBody }>(
    '/reports/:id/appeal',
    { schema: appealReportSchema, preValidation: trimBodyFields(['reason']) },
    async (request, reply) => {
      const me = requireUser(request);
      const { id } = request.params;
      const report = isContentId(id) ? await findReport(db, id) : undefined;
      if (!report || subjectOf(report) !== me.id) throw new HttpError(404, 'Report not found');
      const appeal = await fileAppeal(db, { report, appellantId: me.id, reason: request.body.reason });
      return reply.code(201).send({ success: true, appeal: toAppealView(appeal) });
    },
  );
}
