import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { verifyPassword } from '@startupsetu/server-core/passwords';
import { checkSignInAllowed, recordSignInFailure } from '../auth/sign-in-failures-repository';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { closeSessionSockets } from '../../plugins/realtime';
import { deleteAccount, exportAccount } from './account-repository';
import { deleteAccountSchema, exportAccountSchema, type DeleteAccountBody } from './account-schemas';

export const WRONG_PASSWORD = 'Password is incorrect';
export const ACCOUNT_DELETED = 'Your account has been deleted';

/** GET /account/export and DELETE /account (DESIGN §6.3); registered under /api. */
export default async function accountRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/account/export', { schema: exportAccountSchema }, async (request, reply) => {
    const data = await exportAccount(db, requireUser(request).id);
    if (!data) throw new HttpError(401, 'Invalid token');
    const date = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="startupsetu-data-${date}.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete<{ Body: DeleteAccountBody }>('/account', { schema: deleteAccountSchema }, async (request) => {
    const me = requireUser(request);
    const user = await findUserById(db, me.id);
    if (!user) throw new HttpError(401, 'Invalid token');
    // Guessing the password with a stolen session counts like guessing it at sign-in.
    await checkSignInAllowed(db, user.email);
    if (!(await verifyPassword(request.body.password, user.password_hash))) {
      await recordSignInFailure(db, user.email);
      throw new HttpError(400, WRONG_PASSWORD, 'password');
    }
    const deleted = await deleteAccount(db, user.id);
    if (!deleted) throw new HttpError(401, 'Invalid token');
    closeSessionSockets(app.io, deleted.sessionIds);
    // Unfinished uploads are files only (no rows): they go with the account, not a day later.
    await app.uploads.removeOwnedBy(user.id).catch((error: unknown) => request.log.warn({ err: error }, 'could not remove uploads'));
    // The rows are gone: a file that cannot be removed now is left for the media sweep.
    await Promise.all(
      deleted.files.map((name) => app.media.remove(name).catch((error: unknown) => request.log.warn({ err: error, name }, 'could not remove media'))),
    );
    return { success: true, message: ACCOUNT_DELETED };
  });
}
