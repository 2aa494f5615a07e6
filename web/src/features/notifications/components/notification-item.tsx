import { Avatar } from '../../../components/avatar';
import { PathLink, PersonLink } from '../../../entities/person/person-link';
import { TimeAgo } from '../../../components/time-ago';
import type { Notification } from '../api/notification-types';
import { actorOf, appealReportOf, startupSlugOf } from '../notification-list';
import { AppealAnswer } from './appeal-answer';
import { RequestAnswer } from './request-answer';
import { StartupInviteAnswer } from './startup-invite-answer';

const REQUEST_TYPES = new Set(['connect', 'ignite']);

/**
 * One notification: who it is from (to their profile), its message (opening what it is about),
 * when it came, 'New' while it was unread (spec §2), and Accept / Decline for a request or a
 * startup's invitation.
 */
export function NotificationItem({ notification, isNew }: { notification: Notification; isNew: boolean }) {
  const classes = ['notification-item', `notification-${notification.type}`];
  if (notification.type === 'ignite') classes.push('notification-accent');
  if (isNew) classes.push('notification-new');
  const actor = actorOf(notification);
  // 'gone' is a startup invitation's state only: a request never has it.
  const requestStatus = notification.requestStatus === 'gone' ? null : notification.requestStatus;
  const request =
    REQUEST_TYPES.has(notification.type) && notification.requestId && requestStatus && actor
      ? { requestId: notification.requestId, status: requestStatus, actorId: actor.id }
      : null;
  const invitedTo = notification.type === 'startup_invite' ? startupSlugOf(notification.link) : undefined;
  // A moderation notice (DESIGN §7.4) says what was removed and why; its link carries the report to appeal.
  const appealOf = notification.type === 'moderation_notice' ? appealReportOf(notification.link) : undefined;
  const link = appealOf ? null : notification.link;

  return (
    <li className={classes.join(' ')} data-type={notification.type}>
      <div className="notification-body">
        {actor && (
          <PersonLink userId={actor.id} className="person-link notification-actor" label={actor.name ? `${actor.name}'s profile` : 'Their profile'}>
            <Avatar src={actor.picture} name={actor.name ?? 'Profile'} size={40} decorative />
          </PersonLink>
        )}
        <div className="notification-text">
          {actor?.name && (
            <PersonLink userId={actor.id} className="person-link notification-actor-name">
              {actor.name}
            </PersonLink>
          )}
          <p className="notification-message">
            {link ? (
              <PathLink href={link} className="notification-link">
                {notification.message}
              </PathLink>
            ) : (
              notification.message
            )}
          </p>
          <div className="notification-meta">
            <TimeAgo dateTime={notification.createdAt} />
            {isNew && <span className="notification-badge">New</span>}
          </div>
          {request && <RequestAnswer {...request} />}
          {invitedTo && <StartupInviteAnswer slug={invitedTo} status={notification.requestStatus} />}
          {appealOf && <AppealAnswer reportId={appealOf} />}
        </div>
      </div>
    </li>
  );
}
