import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { BlockPersonButton } from '../../../entities/block/block-person-button';
import { PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { ReportButton } from '../../../entities/report/report-button';
import { dropPersonFromCaches } from '../../../entities/person/person-removal';
import { roleName } from '../../../entities/person/person-fields';
import { profileName } from '../../../entities/person/profile-text';
import type { User } from '../../../types/api';

/** A person in one of the Network page's lists: picture and name (to their profile), role, a line, actions, Block and Report. */
export function PersonRow({ person, line, children }: { person: User; line?: ReactNode; children: ReactNode }) {
  const queryClient = useQueryClient();
  const name = profileName(person);
  return (
    <li className="network-row">
      <PersonLink userId={person._id} className="person-link network-avatar" label={`${name}'s profile`}>
        <Avatar src={person.profiledetails?.profilePic} name={name} size={48} decorative />
      </PersonLink>
      <div className="network-who">
        <p className="network-name">
          <PersonLink userId={person._id}>{name}</PersonLink> <ProofBadges badges={person.badges} verified={person.verified} />
        </p>
        <p className="network-role">{roleName(person.role)}</p>
        {line && <p className="network-line">{line}</p>}
      </div>
      <div className="network-actions">
        {children}
        <BlockPersonButton person={{ _id: person._id, name }} />
        <ReportButton target={{ type: 'user', id: person._id }} name={name} onReported={() => dropPersonFromCaches(queryClient, person._id)} />
      </div>
    </li>
  );
}
