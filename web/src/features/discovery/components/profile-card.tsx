import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import type { User } from '../../../types/api';
import { ConnectionButton } from '../../../entities/connection/connection-button';
import { BlockPersonButton } from '../../../entities/block/block-person-button';
import { PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { Chips } from '../../../components/chips';
import { ReportButton } from '../../../entities/report/report-button';
import { dropPersonFromCaches } from '../../../entities/person/person-removal';

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
}

/** The frame every discovery card shares: picture and name (to the profile), badge, lead line, details, the connection button and Block. */
export function ProfileCard({ user, name, lead, fields }: Props) {
  const queryClient = useQueryClient();
  const headingId = `profile-${user._id}`;
  const shown = fields.filter((field) => (typeof field.value === 'string' ? field.value.trim() : field.value?.length));

  return (
    <article className="profile-card" aria-labelledby={headingId}>
      <div className="profile-card-header">
        <PersonLink userId={user._id}>
          <Avatar src={user.profiledetails?.profilePic} name={name} size={56} />
        </PersonLink>
        <div className="profile-card-heading">
          <div className="profile-card-title">
            <h2 id={headingId} className="profile-card-name">
              <PersonLink userId={user._id}>{name}</PersonLink>
            </h2>
            <ProofBadges badges={user.badges} verified={user.verified} />
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
                  <Chips items={field.value ?? []} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="profile-card-actions">
        <ConnectionButton person={user} />
        <div className="profile-card-safety">
          <BlockPersonButton person={{ _id: user._id, name }} className="block-person-button profile-card-block" />
          <ReportButton target={{ type: 'user', id: user._id }} name={name} onReported={() => dropPersonFromCaches(queryClient, user._id)} />
        </div>
      </div>
    </article>
  );
}
