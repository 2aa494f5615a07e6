import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { verifyPassword } from '@startupsetu/server-core/passwords';
import { findUserByEmail, findUserById, normalizeEmail } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { mailProofLink } from './email-proof-links';
import { PROOFS_PER_DAY, proveEmail } from './email-proofs-repository';
import { changeEmailSchema, resendProofSchema, verifyEmailSchema, type ChangeEmailBody, type VerifyEmailBody } from './email-schemas';
import { WRONG_CURRENT_PASSWORD } from './password-routes';
import { checkSignInAllowed, recordSignInFailure } from './sign-in-failures-repository';

export const EMAIL_PROVEN = 'Your email is confirmed.';
export const INVALID_PROOF_LINK = 'This link is invalid or has expired. Ask for a new one.';
export const ALREADY_PROVEN = 'Your email is already confirmed.';
export const PROOFS_USED_UP = `You can ask for ${PROOFS_PER_DAY} links a day. Try again tomorrow.`;
export const EMAIL_TAKEN = 'An account with this email already exists';

/** POST /auth/email/verify, POST /auth/email/resend and PUT /auth/email (DESIGN §7.4). */
export default async function emailRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: VerifyEmailBody }>('/auth/email/verify', { schema: verifyEmailSchema, config: { public: true } }, async (request) => {
    const outcome = await proveEmail(db, request.body.token);
    if ('refused' in outcome) {
      if (outcome.refused === 'taken') throw new HttpError(409, EMAIL_TAKEN, 'email');
      throw new HttpError(400, INVALID_PROOF_LINK, 'token');
    }
    return { success: true, message: EMAIL_PROVEN, email: outcome.proven.email };
  });

  app.post('/auth/email/resend', { schema: resendProofSchema }, async (request, reply) => {
    const user = await findUserById(db, requireUser(request).id);
    if (!user) throw new HttpError(401, 'Invalid token');
    if (user.email_verified_at) throw new HttpError(409, ALREADY_PROVEN);
    if (!(await mailProofLink(app, request.log, user.id, user.email, false))) throw new HttpError(429, PROOFS_USED_UP);
    return reply.code(202).send({ success: true, message: `We have sent a new link to ${user.email}.` });
  });

  app.put<{ Body: ChangeEmailBody }>('/auth/email', { schema: changeEmailSchema, preValidation: trimNewEmail }, async (request, reply) => {
    const user = await findUserById(db, requireUser(request).id);
    if (!user) throw new HttpError(401, 'Invalid token');
    const newEmail = normalizeEmail(request.body.newEmail);
    // Guessing the password with a stolen session counts like guessing it at sign-in.
    await checkSignInAllowed(db, user.email);
    if (!(await verifyPassword(request.body.password, user.password_hash))) {
      await recordSignInFailure(db, user.email);
      throw new HttpError(400, WRONG_CURRENT_PASSWORD, 'password');
    }
    if (newEmail === user.email) throw new HttpError(400, 'This is already your email.', 'newEmail');
    if (await findUserByEmail(db, newEmail)) throw new HttpError(409, EMAIL_TAKEN, 'newEmail');
    if (!(await mailProofLink(app, request.log, user.id, newEmail, true))) throw new HttpError(429, PROOFS_USED_UP);
    return reply.code(202).send({ success: true, message: `We have sent a link to ${newEmail}. Your email changes when you open it.` });
  });
}

async function trimNewEmail(request: { body: unknown }) {
  const body = request.body as { newEmail?: unknown } | undefined;
  if (body && typeof body.newEmail === 'string') body.newEmail = body.newEmail.trim();
}
