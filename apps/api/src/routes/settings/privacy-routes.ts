import { privacyOf } from '@startupsetu/server-core/contract/privacy';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { Database } from '@startupsetu/server-core/db/database';
import type { FastifyInstance } from 'fastify';
import { getPrivacySchema, putPrivacySchema, type PrivacyBody } from './privacy-schemas';

// GET and PUT /api/settings/privacy (DESIGN §7.4); registered under /api/settings.
export default async function privacyRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/privacy', { schema: getPrivacySchema }, async (request) => ({ success: true, privacy: await privacyFor(db, requireUser(request).id) }));

  app.put<{ Body: PrivacyBody }>('/privacy', { schema: putPrivacySchema }, async (request) => {
    const me = requireUser(request);
    const { emailVisibility, phoneVisibility, messagesFrom } = request.body;
    // A body whose every field was unknown (the schema drops those) changes nothing: it is refused.
    if (!emailVisibility && !phoneVisibility && !messagesFrom) throw new HttpError(400, 'Send emailVisibility, phoneVisibility or messagesFrom');
    await db
      .updateTable('users')
      .set({
        ...(emailVisibility && { email_visibility: emailVisibility }),
        ...(phoneVisibility && { phone_visibility: phoneVisibility }),
        ...(messagesFrom && { messages_from: messagesFrom }),
      })
      .where('id', '=', me.id)
      .execute();
    return { success: true, privacy: await privacyFor(db, me.id) };
  });
}

async function privacyFor(db: Database, userId: string) {
  const row = await db.selectFrom('users').select(['role', 'email_visibility', 'phone_visibility', 'messages_from']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'User not found');
  return privacyOf(row);
}
