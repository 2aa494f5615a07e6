import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { SkeletonList } from '../../../components/skeleton-list';
import { profileName } from '../../../entities/person/profile-text';
import type { User } from '../../../types/api';
import { usersOptions } from '../api/chat-queries';
import { uniqueUsers } from '../chat-names';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usersErrorText } from '../users-error';
import { PersonLink } from '../../../entities/person/person-link';
import { LoadMoreButton } from '../../../components/load-more-button';
import { myConnectionsOptions, peopleToMeetOptions } from '../../../entities/connection/people-to-meet-queries';

const SEARCH_DELAY_MS = 300;

/**
 * 'Talk to Others': your connections, then people to meet (DESIGN §7.4: not every member), as a
 * scrolling strip of cards; a search looks through the members by name or email.
 */
export function UserStrip({ onChoose }: { onChoose: (user: User) => void }) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const searched = useInfiniteQuery({ ...usersOptions(q), enabled: q !== '' });
  const connections = useInfiniteQuery({ ...myConnectionsOptions(), enabled: q === '' });
  const toMeet = useQuery({ ...peopleToMeetOptions(), enabled: q === '' });
  const list = q ? searched : connections;
  const users = q
    ? uniqueUsers(searched.data?.pages.flatMap((page) => page.users))
    : uniqueUsers([...(connections.data?.pages.flatMap((page) => page.data) ?? []), ...(toMeet.data ?? [])]);
  // Either of the two may fail alone: the strip shows what came (in a body of one height,
  // so the chats below stay put as the second arrives).
  const pending = q ? searched.isPending : connections.isPending && toMeet.isPending;
  const failed = q ? !searched.data : !connections.data && !toMeet.data;
  const error = q ? searched.error : (connections.error ?? toMeet.error);
  const retry = () => (q ? void searched.refetch() : void Promise.all([connections.refetch(), toMeet.refetch()]));

  let body;
  if (pending) {
    body = <SkeletonList shape="tile" count={4} />;
  } else if (failed && users.length === 0) {
    body = (
      <div className="chat-failure" role="alert">
        <p>{usersErrorText(error)}</p>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  } else if (users.length === 0) {
    body = <p className="chat-note">{q ? 'No one matches your search.' : 'No connections or people to meet yet. Search for someone by name.'}</p>;
  } else {
    body = (
      <ul className="user-strip">
        {users.map((user) => {
          const name = profileName(user);
          return (
            <li key={user._id}>
              <button type="button" className="user-card" onClick={() => onChoose(user)}>
                <Avatar src={user.profiledetails?.profilePic} name={name} size={56} decorative />
                <span className="user-card-name">{name}</span>
                <span className="user-card-role">{user.role}</span>
              </button>
              <PersonLink userId={user._id} className="person-link user-card-profile" label={`${name}'s profile`}>
                Profile
              </PersonLink>
            </li>
          );
        })}
        {list.hasNextPage && (
          <li className="user-strip-more">
            <LoadMoreButton list={list} />
          </li>
        )}
      </ul>
    );
  }

  return (
    <section className="chat-section" aria-labelledby="talk-to-others">
      <h2 id="talk-to-others">Talk to Others</h2>
      <form className="field chat-people-search" role="search" noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="chat-people-search">Search people</label>
        <input
          id="chat-people-search"
          type="search"
          value={typed}
          placeholder="Name or email"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <div className="user-strip-body">{body}</div>
      {list.isFetchNextPageError && (
        <p className="form-error chat-more-error" role="alert">
          {usersErrorText(list.error)}
        </p>
      )}
    </section>
  );
}
