import { FREE_MAIL_DOMAINS, domainOf, type VerificationKind } from '@startupsetu/server-core/contract/verification-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { toPage, type PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeMail } from '../../mail/code-mail';
import { requireModerator as requireModeratorOf } from '../../accounts/require-moderator';
import { requireAdmin } from '../startups/startup-access';
import verificationDocumentRoutes from './document-routes';
import {
  confirmCodeSchema,
  decideVerificationSchema,
  myVerificationsSchema,
  requestVerificationSchema,
  verificationQueueSchema,
  type DecisionBody,
  type QueueQuery,
  type VerificationRequestBody,
} from './verification-schemas';
import {
  CODES_PER_DAY,
  codesSentToday,
  confirmCode,
  decide,
  findLiveRequest,
  hashCode,
  insertVerification,
  newCode,
  replaceWaitingRequest,
  toVerificationView,
  type VerificationRow,
} from './verifications-repository';

const NOT_FOUND = 'Verification request not found';

/** The evidence a request keeps, by kind; 400 naming the field a kind needs and did not get. */
function evidenceOf(body: VerificationRequestBody): Record<string, unknown> {
  const need = (field: keyof VerificationRequestBody, why: string) => {
    if (body[field] === undefined) throw new HttpError(400, `${field} is required ${why}`, field);
    return body[field];
  };
  if (body.kind === 'investor') {
    const basis = need('basis', 'for an investor');
    if (basis === 'sebi') need('registrationNumber', "for a SEBI registration (basis 'sebi')");
    else need('network', "for an angel network (basis 'angel-network')");
    return { basis, registrationNumber: body.registrationNumber, network: body.network, url: need('url', 'for an investor'), portfolio: body.portfolio ?? [] };
  }
  if (body.kind === 'person') {
    const workEmail = String(need('workEmail', 'for a work email')).trim().toLowerCase();
    if (FREE_MAIL_DOMAINS.has(domainOf(workEmail))) throw new HttpError(400, 'Use your work address: anyone can have an address at a free mail service', 'workEmail');
    return { workEmail };
  }
  return { startup: need('startup', 'for a startup'), dpiitNumber: need('dpiitNumber', 'for a startup'), domainEmail: String(need('domainEmail', 'for a startup')).trim().toLowerCase() };
}

/** The website's host without `www.` ('' without a website). */
function websiteDomain(website: string | null): string {
  if (!website) return '';
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

// /api/verifications (DESIGN §7.4): badges that say what was proven. Anyone with a proven email
// asks; moderators (read from the database on every request) decide, each decision in the audit log.
export default async function verificationRoutes(app: FastifyInstance) {
  const { db } = app;

  const requireModerator = (request: FastifyRequest) => requireModeratorOf(db, request);

  const mailCode = (request: FastifyRequest, to: string, code: string, purpose: string) =>
    app.mailer.send(codeMail(to, code, purpose)).catch((error: unknown) => request.log.error({ err: error }, 'verification code mail failed'));

  app.post<{ Body: VerificationRequestBody }>('/verifications', { schema: requestVerificationSchema, config: { provenEmail: true } }, async (request, reply) => {
    const me = requireUser(request);
    const { body } = request;
    const evidence = evidenceOf(body);
    let startupId: string | null = null;
    let codeTo: string | null = null;
    if (body.kind === 'startup') {
      const startup = await requireAdmin(db, String(evidence.startup), me.id);
      const domain = websiteDomain(startup.website);
      if (!domain) throw new HttpError(400, "Add the startup's website first: the code goes to an address at its domain", 'domainEmail');
      const mailDomain = domainOf(String(evidence.domainEmail));
      if (mailDomain !== domain && !mailDomain.endsWith(`.${domain}`)) throw new HttpError(400, `Use an address at ${domain}, the startup's website`, 'domainEmail');
      startupId = startup.id;
      codeTo = String(evidence.domainEmail);
    }
    if (body.kind === 'person') codeTo = String(evidence.workEmail);
    const live = await findLiveRequest(db, me.id, body.kind, startupId);
    if (live?.status === 'approved') throw new HttpError(409, 'This badge already stands');
    if (live?.status === 'pending') throw new HttpError(409, 'A request of this kind is waiting for a moderator');
    if (codeTo && (await codesSentToday(db, me.id)) >= CODES_PER_DAY) throw new HttpError(429, `You can ask for ${CODES_PER_DAY} codes a day. Try again tomorrow.`);
    if (live) await replaceWaitingRequest(db, live);
    const code = codeTo ? newCode() : null;
    const row = await insertVerification(db, { userId: me.id, kind: body.kind, evidence, startupId, codeHash: code ? hashCode(code) : null });
    if (code && codeTo) await mailCode(request, codeTo, code, body.kind === 'person' ? 'confirm your work email' : "confirm your startup's address");
    return reply.code(201).send({ success: true, verification: toVerificationView(row) });
  });

  app.post<{ Params: { id: string }; Body: { code: string } }>('/verifications/:id/code', { schema: confirmCodeSchema }, async (request) => {
    const row = await db.selectFrom('verifications').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row || row.user_id !== requireUser(request).id || row.status !== 'code-sent') throw new HttpError(404, NOT_FOUND);
    return { success: true, verification: toVerificationView(await confirmCode(db, row, request.body.code)) };
  });

  app.get<{ Querystring: PageQuery & { kind?: VerificationKind } }>('/verifications/mine', { schema: myVerificationsSchema }, async (request) => {
    const { limit, cursor, kind } = request.query;
    let select = db.selectFrom('verifications').selectAll().where('user_id', '=', requireUser(request).id);
    if (kind) select = select.where('kind', '=', kind);
    if (cursor) select = select.where('id', '<', cursor);
    const page = toPage(await select.orderBy('id', 'desc').limit(limit + 1).execute(), limit);
    return { success: true, data: page.items.map((row) => toVerificationView(row)), nextCursor: page.nextCursor };
  });

  app.get<{ Querystring: QueueQuery }>('/verifications', { schema: verificationQueueSchema }, async (request) => {
    await requireModerator(request);
    return verificationQueue(db, request.query);
  });

  app.put<{ Params: { id: string }; Body: DecisionBody }>('/verifications/:id', { schema: decideVerificationSchema }, async (request) => {
    const moderator = await requireModerator(request);
    const { action, reason } = request.body;
    if (action !== 'approve' && !reason?.trim()) throw new HttpError(400, 'reason is required to reject, ask for more or revoke', 'reason');
    const row = await db.selectFrom('verifications').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw new HttpError(404, NOT_FOUND);
    if (row.user_id === moderator.id) throw new HttpError(403, 'Another moderator decides your own request');
    const decided = await decide(db, row, { action, by: moderator, reason: reason?.trim() ?? null, at: new Date().toISOString() });
    return { success: true, verification: await withRequester(db, decided) };
  });

  await app.register(verificationDocumentRoutes);
}

async function withRequester(db: Database, row: VerificationRow) {
  const requester = await db.selectFrom('users').select(['id', 'profile', 'email', 'role']).where('id', '=', row.user_id).executeTakeFirst();
  return toVerificationView(row, requester);
}

/** One page of the queue, oldest first, each request with its requester. */
async function verificationQueue(db: Database, { status = 'pending', limit, cursor }: QueueQuery) {
  let select = db
    .selectFrom('verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .selectAll('v')
    .select(['u.profile', 'u.email', 'u.role'])
    .where('v.status', '=', status);
  if (cursor) select = select.where('v.id', '>', cursor);
  const rows = await select.orderBy('v.id', 'asc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  return {
    success: true,
    data: page.map((row) => toVerificationView(row, { id: row.user_id, profile: row.profile, email: row.email, role: row.role })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
