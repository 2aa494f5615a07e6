import type { ServiceConfig } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import authPlugin from '@startupsetu/server-core/http/auth-plugin';
import { createFastify } from '@startupsetu/server-core/http/create-fastify';
import healthRoutes from '@startupsetu/server-core/http/health-routes';
import idempotency from '@startupsetu/server-core/http/idempotency-plugin';
import openapi from '@startupsetu/server-core/http/openapi-plugin';
import metrics from '@startupsetu/server-core/metrics/metrics-plugin';
import serviceContext from '@startupsetu/server-core/http/service-context';
import writeRateLimit from '@startupsetu/server-core/http/write-rate-limit';
import bus from '@startupsetu/server-core/bus/bus-plugin';
import type { NotificationBus } from '@startupsetu/server-core/bus/notification-bus';
import type { Mailer } from './mail/mailer';
import type { FastifyInstance } from 'fastify';
import media from './plugins/media';
import multipart from './plugins/multipart';
import sessionPurge from './plugins/session-purge';
import realtime from './plugins/realtime';
import realtimeFromBus from './plugins/realtime-from-bus';
import resumableUploads from './plugins/resumable-uploads';
import accountRoutes from './routes/account/account-routes';
import passwordRoutes from './routes/auth/password-routes';
import blockRoutes from './routes/blocks/block-routes';
import privacyRoutes from './routes/settings/privacy-routes';
import verificationRoutes from './routes/verifications/verification-routes';
import authRoutes from './routes/auth/auth-routes';
import emailRoutes from './routes/auth/email-routes';
import mail from './plugins/mail';
import sessionRoutes from './routes/auth/session-routes';
import contactRoutes from './routes/contact/contact-routes';
import contentRoutes from './routes/content-routes';
import mediaRoutes from './routes/media/media-routes';
import messageRoutes from './routes/messages/message-routes';
import presenceRoutes from './routes/presence/presence-routes';
import moderationRoutes from './routes/moderation/moderation-routes';
import discoveryRoutes from './routes/profiles/discovery-routes';
import profileRoutes, { jobseekerAliasRoutes } from './routes/profiles/profile-routes';
import reportRoutes from './routes/reports/report-routes';
import suspensionAppealRoutes from './routes/reports/suspension-appeal-routes';
import searchRoutes from './routes/search/search-routes';
import startupRoutes from './routes/startups/startup-routes';
import jobsClock from './routes/jobs/job-clock';
import jobRoutes from './routes/jobs/job-routes';
import applicationRoutes from './routes/applications/application-routes';
import jobAlertRoutes from './routes/job-alerts/job-alert-routes';
import linkPreviewRoutes from './routes/link-previews/link-preview-routes';
import userRoutes from './routes/users/user-routes';
import uploadRoutes from './routes/uploads/upload-routes';

export interface BuildApiAppOptions {
  db: Database;
  config: ServiceConfig;
  logger?: boolean;
  /**
   * How the api asks notify for notifications and hears what to tell its sockets: the bus notify
   * of this process shares (embedded mode); without one, Redis when REDIS_URL is set, else a bus of
   * this process alone (notifications are then not made).
   */
  bus?: NotificationBus;
  /** Outgoing mail; default from the config (SMTP_URL, else .eml files under DATA_DIR/mail). */
  mailer?: Mailer;
}

export async function buildApiApp({ db, config, logger = false, bus: sharedBus, mailer }: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = createFastify({ logger, bodyTimeoutMs: config.bodyTimeoutMs });
  await app.register(metrics, { service: 'api', token: config.metricsToken, openSockets: (service) => service.io.engine.clientsCount });

  await app.register(serviceContext, { db, config });
  await app.register(bus, { bus: sharedBus, redisUrl: config.redisUrl });
  await app.register(authPlugin, { db, jwtSecret: config.jwtSecret });
  await app.register(writeRateLimit, { max: config.writeRateLimit });
  await app.register(idempotency, { db });
  await app.register(sessionPurge, { db });
  await app.register(realtime, { db, jwtSecret: config.jwtSecret, maxSessionsPerAddress: config.maxUpgradesPerAddress });
  await app.register(realtimeFromBus);
  await app.register(media, { mediaDir: config.mediaDir, db });
  await app.register(mail, { mailer });
  await app.register(resumableUploads, { mediaDir: config.mediaDir, redisUrl: config.redisUrl });
  await app.register(multipart);

  await app.register(openapi, { title: 'StartupSetu product API', description: 'Accounts, profiles, discovery, videos, blogs, talks, likes, comments, chat, reports, moderation, startups, jobs and applications.' });
  await app.register(healthRoutes, { db });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(passwordRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(emailRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(blockRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api/settings' });
  await app.register(verificationRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api/userprofile' });
  await app.register(discoveryRoutes, { prefix: '/api/userprofile' });
  await app.register(jobseekerAliasRoutes, { prefix: '/api/usrprofile' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(uploadRoutes, { prefix: '/api/uploads' });
  await app.register(messageRoutes, { prefix: '/api/messages' });
  await app.register(presenceRoutes);
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(suspensionAppealRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(moderationRoutes, { prefix: '/api/moderation' });
  await app.register(startupRoutes, { prefix: '/api/startups' });
  await app.register(jobsClock);
  await app.register(jobRoutes, { prefix: '/api' });
  await app.register(applicationRoutes, { prefix: '/api' });
  await app.register(jobAlertRoutes, { prefix: '/api' });
  await app.register(linkPreviewRoutes, { prefix: '/api/link-previews' });
  return app;
}
