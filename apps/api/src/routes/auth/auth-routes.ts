import { ACCOUNT_SUSPENDED } from '@startupsetu/server-core/authenticate';
import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { assertPasswordRules } from '../../accounts/password-rules';
import { hashPassword, verifyPassword } from '@startupsetu/server-core/passwords';
import { checkSignInAllowed, settleSignInAttempt } from './sign-in-failures-repository';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  recordConsent,
} from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailProofLink } from './email-proof-links';
import { startSession } from './sessions';
import { signinSchema, signupSchema, verifySchema, type SigninBody, type SignupBody } from './auth-schemas';

// Signing in to an unknown email still costs one hash check, so response time does not reveal
// which emails have accounts.
let dummyHash: Promise<string> | undefined;

export default async function authRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: SignupBody }>(
    '/auth/signup',
    { schema: signupSchema, config: { public: true }, preValidation: trimEmail },
    async (request, reply) => {
      const { email, password, role, consent } = request.body;
      await assertPasswordRules(password, email, 'password');
      if (await findUserByEmail(db, email)) throw duplicateEmail();
      const passwordHash = await hashPassword(password);
      const user = await insertUser(db, { email, passwordHash, role }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicateEmail() : error;
      });
      if (consent) await recordConsent(db, user.id, consent.noticeVersion);
      await mailProofLink(app, request.log, user.id, user.email, false);
      return reply.code(201).send({ success: true, message: 'Signup successful!', ...(await startSession(app, request, user)) });
    },
  );

  app.post<{ Body: SigninBody }>(
    '/auth/signin',
    { schema: signinSchema, config: { public: true }, preValidation: trimEmail },
    async (request) => {
      const { email, password } = request.body;
      await checkSignInAllowed(db, email);
      const user = await findUserByEmail(db, email);
      dummyHash ??= hashPassword('startupsetu-timing-equaliser');
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      await settleSignInAttempt(db, email, Boolean(user && valid));
      if (!user || !valid) throw new HttpError(401, 'Invalid email or password');
      if (user.suspended_at) throw new HttpError(403, ACCOUNT_SUSPENDED);
      return { success: true, message: 'Signed in successfully', ...(await startSession(app, request, user)) };
    },
  );

  app.put('/user/verify', { schema: verifySchema }, async (request) => {
    const user = await findUserById(db, requireUser(request).id);
    if (!user) throw new HttpError(401, 'Invalid token');
    return { success: true, message: 'Token is valid', verified: Boolean(user.verified), moderator: user.moderator === 1, emailVerified: Boolean(user.email_verified_at) };
  });
}

function duplicateEmail(): HttpError {
  return new HttpError(409, 'An account with this email already exists', 'email');
}

export async function trimEmail(request: FastifyRequest) {
  const body = request.body as { email?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.email === 'string') body.email = body.email.trim();
}
