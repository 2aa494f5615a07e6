import { MAX_JOB_ALERTS } from '@startupsetu/server-core/contract/job-alert-schemas';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { runPeriodically } from '@startupsetu/server-core/http/periodic-task';
import type { FastifyInstance } from 'fastify';
import { checkJobAlerts } from './job-alert-sweep';
import { createJobAlertSchema, deleteJobAlertSchema, listJobAlertsSchema } from './job-alert-schemas';
import { alertView, deleteAlert, listAlerts, saveAlert, searchOf, type AlertBody } from './job-alerts-repository';

export const TOO_MANY_ALERTS = `You can have at most ${MAX_JOB_ALERTS} job alerts: delete one first`;
export const ALERT_NOT_FOUND = 'Job alert not found';

const HOUR_MS = 60 * 60 * 1000;

// Job alerts (DESIGN §7.3), registered under /api after the jobs clock: every role may save
// searches of the board; the hourly sweep (job-alert-sweep.ts) tells of new jobs once a day.
export default async function jobAlertRoutes(app: FastifyInstance) {
  const { db } = app;
  runPeriodically(app, 'check job alerts', HOUR_MS, () => checkJobAlerts(app));

  app.post<{ Body: AlertBody }>('/job-alerts', { schema: createJobAlertSchema }, async (request, reply) => {
    const user = requireUser(request);
    const outcome = await saveAlert(db, user.id, searchOf(request.body ?? {}), MAX_JOB_ALERTS, app.jobsClock.now());
    if ('full' in outcome) throw new HttpError(409, TOO_MANY_ALERTS);
    return reply.code(outcome.created ? 201 : 200).send({ success: true, alert: alertView(outcome.row) });
  });

  app.get('/job-alerts', { schema: listJobAlertsSchema }, async (request) => {
    const user = requireUser(request);
    return { success: true, data: (await listAlerts(db, user.id)).map(alertView) };
  });

  app.delete<{ Params: { id: string } }>('/job-alerts/:id', { schema: deleteJobAlertSchema }, async (request) => {
    const user = requireUser(request);
    if (!(await deleteAlert(db, user.id, request.params.id))) throw new HttpError(404, ALERT_NOT_FOUND);
    return { success: true, message: 'Job alert deleted' };
  });
}
