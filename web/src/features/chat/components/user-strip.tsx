import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
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

const SEARCH_DELAY_MS = 300;

/** 'Talk to Others': everyone you can write to, as a scrolling strip of cards, searchable by name or email. */
export function UserStrip({ onChoose }: { onChoose: (user: User) => void }) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const list = useInfiniteQuery(usersOptions(q));
  const users = uniqueUsers(list.data?.pages.flatMap((page) => page.users));

  let body;
  if (list.isPending) {
    body = <SkeletonList shape="tile" count={4} />;
  } else if (!list.data) {
    body = (
      <div className="chat-failure" role="alert">
        <p>{usersErrorText(list.error)}</p>
        <button type="button" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (users.length === 0) {
    body = <p className="chat-note">{q ? 'No one matches your search.' : 'No one else is here yet.'}</p>;
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
      {body}
      {list.isFetchNextPageError && (
        <p className="form-error chat-more-error" role="alert">
          {usersErrorText(list.error)}
        </p>
      )}
    </section>
  );
}
