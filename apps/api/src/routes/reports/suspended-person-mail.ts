import type { ServiceConfig } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import { appealOutcomeMail, suspensionMail } from '../../mail/suspension-mail';
import type { Mailer } from '../../mail/mailer';
import { appealLinkKey, appealPageLink, appealToken } from './appeal-links';

/** What a suspended person is written: the suspension with its appeal link, or the appeal's outcome. */
export type SuspendedPersonMail =
  | { kind: 'suspended'; userId: string; notice: string; reportId: string; decidedAt: string }
  | { kind: 'appeal-decided'; userId: string; outcome: string; reversed: boolean };

/** Sends a SuspendedPersonMail to the person's address (none when the account is gone). */
export function suspendedPersonMailer(db: Database, config: Pick<ServiceConfig, 'appUrl' | 'jwtSecret'>, mailer: Mailer) {
  const key = appealLinkKey(config.jwtSecret);
  return async (mail: SuspendedPersonMail): Promise<void> => {
    const user = await db.selectFrom('users').select('email').where('id', '=', mail.userId).executeTakeFirst();
    if (!user) return;
    await mailer.send(
      mail.kind === 'suspended'
        ? suspensionMail(user.email, mail.notice, appealPageLink(config.appUrl, appealToken(key, mail)))
        : appealOutcomeMail(user.email, mail.outcome, mail.reversed, config.appUrl),
    );
  };
}
