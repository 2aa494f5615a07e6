import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (password resets, email proofs): one transport for the service. */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  /** Default: SMTP_URL, else .eml files under DATA_DIR/mail (config.ts). */
  mailer?: Mailer;
}

async function mailPlugin(app: FastifyInstance, opts: MailPluginOptions) {
  const mailer = opts.mailer ?? createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  // A mailer given by the caller is the caller's to close.
  if (!opts.mailer) app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'startupsetu-mail', dependencies: ['startupsetu-service-context'] });
