import { Readable } from 'node:stream';
import { HttpError } from '@startupsetu/server-core/errors';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireModerator as requireModeratorOf } from '../../accounts/require-moderator';
import { closeSessionSockets } from '../../plugins/realtime';
import { evidenceDir } from '../reports/evidence-media';
import { contentRemovedEvent } from '../reports/report-effects';
import { toReportView } from '../reports/report-schemas';
import { isContentId } from '../../schemas/content';
import { findReport } from '../reports/reports-repository';
import { suspendedPersonMailer } from '../reports/suspended-person-mail';
import { decideAppeal } from './decide-appeal';
import { moderateReport, type ModerationEffects } from './moderate-report';
import { listModerationLog, listReportQueue } from './moderation-queue';
import { decideReportSchema, evidenceMediaSchema, moderationLogSchema, reportQueueSchema, type DecisionBody, type QueueQuerystring } from './moderation-schemas';


/** The route's side effects: realtime on this app's sockets, notifications through notify (over the bus). */
export function appModerationEffects(app: FastifyInstance, request: FastifyRequest): ModerationEffects {
  return {
    announceRemoved: (content) => app.realtime.toAll(contentRemovedEvent, content),
    closeSessions: (ids) => closeSessionSockets(app.io, ids),
    notify: (notification) => app.bus.send('notification.requested', notification),
    mailSuspended: suspendedPersonMailer(app.db, app.config, app.mailer),
    warn: (message, error) => request.log.warn({ err: error }, message),
  };
}

// /api/moderation (DESIGN §6.3): moderators only, checked against the database on every request,
// so a revoked moderator loses access at once.
export default async function moderationRoutes(app: FastifyInstance) {
  const { db } = app;

  const requireModerator = (request: FastifyRequest) => requireModeratorOf(db, request);

  app.get<{ Querystring: QueueQuerystring }>('/reports', { schema: reportQueueSchema }, async (request) => {
    await requireModerator(request);
    return listReportQueue(db, request.query);
  });

  app.post<{ Params: { id: string }; Body: DecisionBody }>('/reports/:id', { schema: decideReportSchema }, async (request) => {
    const moderator = await requireModerator(request);
    const { id } = request.params;
    if (!isContentId(id)) throw new HttpError(404, 'Report not found');
    const { action, note } = request.body;
    const effects = appModerationEffects(app, request);
    if (action === 'uphold' || action === 'reverse') {
      const appealed = await findReport(db, id);
      if (!appealed) throw new HttpError(404, 'Report not found');
      return { success: true, report: toReportView(await decideAppeal(db, effects, { report: appealed, action, note, moderator })) };
    }
    const report = await moderateReport(db, effects, { reportId: id, action, note, moderator });
    return { success: true, report: toReportView(report) };
  });

  // The media a report's evidence names, kept even after the author deleted them; sent with the
  // token (fetched as a blob by the page), never cached.
  const evidence = new FileMediaStorage(evidenceDir(app.config.dataDir));
  app.get<{ Params: { name: string } }>('/evidence/:name', { schema: evidenceMediaSchema }, async (request, reply) => {
    await requireModerator(request);
    const opened = await evidence.open(request.params.name);
    if (!opened) throw new HttpError(404, 'Media not found');
    const { file, size, type } = opened;
    reply.type(type.mimeType).header('content-length', size).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    if (size === 0) {
      await file.close();
      return reply.send(Readable.from([]));
    }
    return reply.send(file.createReadStream({ start: 0, end: size - 1 }));
  });

  app.get<{ Querystring: PageQuery }>('/log', { schema: moderationLogSchema }, async (request) => {
    await requireModerator(request);
    return listModerationLog(db, request.query);
  });
}
