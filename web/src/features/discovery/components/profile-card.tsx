import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { VerifiedBadge } from '../../../components/verified-badge';
import type { User } from '../../../types/api';
import type { CardAction } from '../card-action';
import { CardActionButton } from './card-action-button';

export interface CardField {
  label: string;
  /** A list shows as chips; an empty value leaves the row out. */
  value: string | readonly string[] | undefined;
}

interface Props {
  user: User;
  name: string;
  /** A line under the name: the email, a bio or an about-me. */
  lead?: ReactNode;
  fields: CardField[];
  action: CardAction;
}

/** The frame every discovery card shares: picture, name with badge, lead line, details, action. */
export function ProfileCard({ user, name, lead, fields, action }: Props) {
  const headingId = `profile-${user._id}`;
  const shown = fields.filter((field) => (typeof field.value === 'string' ? field.value.trim() : field.value?.length));

  return (
    <article className="profile-card" aria-labelledby={headingId}>
      <div className="profile-card-header">
        <Avatar src={user.profiledetails?.profilePic} name={name} size={56} />
        <div className="profile-card-heading">
          <div className="profile-card-title">
            <h2 id={headingId} className="profile-card-name">
              {name}
            </h2>
            <VerifiedBadge verified={user.verified} />
          </div>
          {lead && <p className="profile-card-lead">{lead}</p>}
        </div>
      </div>
      {shown.length > 0 && (
        <dl className="profile-card-fields">
          {shown.map((field) => (
            <div key={field.label} className="profile-card-field">
              <dt>{field.label}</dt>
              <dd>
                {typeof field.value === 'string' ? (
                  field.value
                ) : (
                  <ul className="chips">
                    {field.value?.map((item) => (
                      <li key={item} className="chip">
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <CardActionButton action={action} userId={user._id} />
    </article>
  );
}
