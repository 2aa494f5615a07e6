import type { ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { ConnectionButton } from '../../../entities/connection/connection-button';
import { PersonLink } from '../../../entities/person/person-link';
import { RailCard } from '../../../components/rail-card';
import { roleName } from '../../../entities/person/person-fields';
import { profileName } from '../../../entities/person/profile-text';
import type { User } from '../../../types/api';
import { myConnectionsOptions, peopleToMeetOptions } from '../../../entities/connection/people-to-meet-queries';
import { requestsOptions } from '../api/network-queries';

const SHOWN = 3;

function RailPerson({ person, line, children }: { person: User; line?: string; children?: ReactNode }) {
  const name = profileName(person);
  return (
    <li className="rail-person">
      <PersonLink userId={person._id} className="person-link" label={`${name}'s profile`}>
        <Avatar src={person.profiledetails?.profilePic} name={name} size={40} decorative />
      </PersonLink>
      <div>
        <p className="rail-person-name" title={name}>
          <PersonLink userId={person._id}>{name}</PersonLink>
        </p>
        <p className="rail-person-line" title={line}>
          {line ?? roleName(person.role)}
        </p>
      </div>
      {children}
    </li>
  );
}

/** The rail's People to meet: the first suggestions of the Network page, each with its connection button. */
export function PeopleToMeetCard() {
  const suggestions = useQuery(peopleToMeetOptions());
  const people = suggestions.data?.slice(0, SHOWN) ?? [];
  return (
    <RailCard title="People to meet" more={{ to: '/networking', label: 'See all' }}>
      {people.length === 0 ? (
        <p className="rail-note">{suggestions.isPending ? 'Finding people for you…' : 'No one new to suggest right now.'}</p>
      ) : (
        <ul className="rail-list">
          {people.map((person) => (
            <RailPerson key={person._id} person={person} line={person.reason}>
              <ConnectionButton person={person} className="rail-person-action" />
            </RailPerson>
          ))}
        </ul>
      )}
    </RailCard>
  );
}

/** The rail's Your network: requests waiting for an answer and the newest connections. */
export function YourNetworkCard() {
  const connections = useInfiniteQuery(myConnectionsOptions());
  const received = useInfiniteQuery(requestsOptions('received'));
  const first = connections.data?.pages[0];
  const people = first?.data.slice(0, SHOWN) ?? [];
  const waiting = received.data?.pages[0]?.data.length ?? 0;
  const more = received.data?.pages[0]?.nextCursor ? '+' : '';
  return (
    <RailCard title="Your network" more={{ to: '/networking', label: 'Open Network' }}>
      {waiting > 0 && (
        <p className="rail-note">
          {waiting}
          {more} {waiting === 1 && !more ? 'request waits' : 'requests wait'} for your answer.
        </p>
      )}
      {people.length === 0 ? (
        <p className="rail-note">{connections.isPending ? 'Loading your connections…' : 'No connections yet.'}</p>
      ) : (
        <ul className="rail-list">
          {people.map((person) => (
            <RailPerson key={person._id} person={person} />
          ))}
        </ul>
      )}
    </RailCard>
  );
}
