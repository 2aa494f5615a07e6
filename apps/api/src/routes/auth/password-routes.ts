import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { resetLink, resetMail } from '../../mail/reset-mail';
import { assertPasswordRules } from '../../accounts/password-rules';
import { hashPassword, verifyPassword } from '@startupsetu/server-core/passwords';
import {
  findUsableReset,
  newResetToken,
  resetPasswordWithToken,
  setPasswordHash,
  storePasswordReset,
  voidPasswordResets,
} from './password-resets-repository';
import { checkSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-failures-repository';
import { findUserByEmail, findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { trimEmail } from './auth-routes';
import { endSessionsNow } from './sessions';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from './password-schemas';

export const PASSWORD_CHANGED = 'Password changed';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const FORGOT_REPLY = 'If an account exists for this email, we have sent a link to reset its password.';
export const RESET_DONE = 'Your password has been reset. Please sign in.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

/** PUT /auth/password, POST /auth/forgot and POST /auth/reset (DESIGN §6.2). */
export default async function passwordRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app;
  // Forgot's work runs after its reply; closing the app waits for what is still under way.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.put<{ Body: ChangePasswordBody }>('/auth/password', { schema: changePasswordSchema }, async (request) => {
    const me = requireUser(request);
    const { currentPassword, newPassword } = request.body;
    const user = await findUserById(db, me.id);
    if (!user) throw new HttpError(401, 'Invalid token');
    // Guessing the current password with a stolen session counts like guessing it at sign-in.
    await checkSignInAllowed(db, user.email);
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      await recordSignInFailure(db, user.email);
      throw new HttpError(400, WRONG_CURRENT_PASSWORD, 'currentPassword');
    }
    await assertPasswordRules(newPassword, user.email, 'newPassword');
    await setPasswordHash(db, user.id, await hashPassword(newPassword));
    await voidPasswordResets(db, user.id);
    await endSessionsNow(app, { userId: user.id, except: me.sessionId });
    return { success: true, message: PASSWORD_CHANGED };
  });

  app.post<{ Body: ForgotPasswordBody }>(
    '/auth/forgot',
    { schema: forgotPasswordSchema, config: { public: true }, preValidation: trimEmail },
    async (request, reply) => {
      // Nothing on the request path depends on whether the account exists: the look-up, the
      // stored reset and the mail happen after the reply, so its timing and words are the same.
      // It starts on a later turn of the event loop (setImmediate), after this reply is written: a
      // SQLite query runs synchronously, and the extra ones for an account would delay the reply.
      const { email } = request.body;
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(() => sendResetLink(email))
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
      pending.add(task);
      void task.finally(() => pending.delete(task));
      return reply.code(202).send({ success: true, message: FORGOT_REPLY });
    },
  );

  async function sendResetLink(email: string): Promise<void> {
    const { token, tokenHash } = newResetToken();
    const user = await findUserByEmail(db, email);
    if (!user) return;
    if (!(await storePasswordReset(db, user.id, tokenHash))) return;
    await mailer.send(resetMail(user.email, resetLink(config.appUrl, token)));
  }

  app.post<{ Body: ResetPasswordBody }>('/auth/reset', { schema: resetPasswordSchema, config: { public: true } }, async (request) => {
    const { token, password } = request.body;
    const reset = await findUsableReset(db, token);
    if (!reset) throw new HttpError(400, INVALID_RESET_LINK, 'token');
    // A password that breaks a rule leaves the link usable for a better one.
    await assertPasswordRules(password, reset.email, 'password');
    const userId = await resetPasswordWithToken(db, token, await hashPassword(password));
    if (!userId) throw new HttpError(400, INVALID_RESET_LINK, 'token');
    await endSessionsNow(app, { userId });
    await clearSignInFailures(db, reset.email);
    return { success: true, message: RESET_DONE };
  });
}
