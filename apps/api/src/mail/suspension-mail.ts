import { APPEAL_DAYS } from '../routes/reports/appeals-repository';
import { APPEAL_LINK_DAYS } from '../routes/reports/appeal-links';
import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';

// What a suspended person is written (DESIGN §7.4): they cannot sign in to read the app's notices,
// so the notice and later the appeal's outcome come by mail.

export const SUSPENSION_MAIL_SUBJECT = 'Your StartupSetu account is suspended';
export const APPEAL_OUTCOME_MAIL_SUBJECT = 'Your StartupSetu appeal has been decided';

/** The notice (what was decided and why) and the link to appeal it once. */
export function suspensionMail(to: string, notice: string, appealLink: string): MailMessage {
  return linkMail({
    to,
    subject: SUSPENSION_MAIL_SUBJECT,
    lead: notice,
    label: 'Appeal this decision',
    link: appealLink,
    note: `You may appeal once, within ${APPEAL_LINK_DAYS} days. A moderator who did not make the decision reviews it within ${APPEAL_DAYS} days, and we write to you with the outcome.`,
  });
}

/** How the appeal ended: reversed, the way back in; upheld, the Grievance Officer. */
export function appealOutcomeMail(to: string, outcome: string, reversed: boolean, appUrl: string): MailMessage {
  return reversed
    ? linkMail({ to, subject: APPEAL_OUTCOME_MAIL_SUBJECT, lead: outcome, label: 'Sign in', link: `${appUrl}/signin`, note: 'Your account works again.' })
    : linkMail({
        to,
        subject: APPEAL_OUTCOME_MAIL_SUBJECT,
        lead: outcome,
        label: 'Grievance Officer',
        link: `${appUrl}/grievance`,
        note: 'If you disagree, you may write to our Grievance Officer, and then appeal to the Grievance Appellate Committee.',
      });
}
