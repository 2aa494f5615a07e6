import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { LoadMoreButton } from '../../../components/load-more-button';
import { SkeletonList } from '../../../components/skeleton-list';
import { errorText } from '../../../lib/api-client';
import { afterBlockChange, unblockPerson } from '../../../entities/block/blocks';
import { useOnline } from '../../../lib/online-status';
import { profileName } from '../../../entities/person/profile-text';
import { blockedPeopleOptions, type BlockedPerson } from '../../../entities/block/blocked-people-queries';

const FALLBACKS = { failed: 'Could not unblock. Please try again.', network: 'You are offline. Connect to unblock someone.' };

/**
 * 'Blocked people' (DESIGN §6.3): everyone the user blocked, newest first, each with Unblock. An
 * unblocked person can message, connect and be seen again.
 */
export function BlockedPeopleSection() {
  const blocked = useInfiniteQuery(blockedPeopleOptions());
  const online = useOnline();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const unblock = useMutation({
    mutationFn: (person: BlockedPerson) => unblockPerson(person.user._id),
    networkMode: 'always',
    onSuccess: async (_reply, person) => {
      setDone(`${profileName(person.user)} is unblocked.`);
      await afterBlockChange(queryClient, person.user._id);
    },
  });
  const people = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (blocked.isPending && blocked.fetchStatus !== 'paused') body = <SkeletonList shape="row" count={2} />;
  else if (!blocked.data) {
    body = (
      <div role="alert" className="settings-failure">
        <p>{online ? 'Blocked people could not be loaded.' : 'You are offline. Connect to see who you blocked.'}</p>
        <button type="button" onClick={() => void blocked.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (people.length === 0) {
    body = <p className="settings-empty">You have not blocked anyone.</p>;
  } else {
    body = (
      <>
        <ul className="settings-devices settings-blocked">
          {people.map((person) => {
            const name = profileName(person.user);
            const nameId = `blocked-${person.user._id}`;
            return (
              <li key={person.user._id} className="settings-device">
                <Avatar src={person.user.profiledetails?.profilePic} name={name} size={40} decorative />
                <p className="settings-device-name settings-blocked-name" id={nameId}>
                  {name}
                </p>
                <button
                  type="button"
                  aria-describedby={nameId}
                  disabled={unblock.isPending}
                  onClick={() => {
                    setDone(null);
                    unblock.mutate(person);
                  }}
                >
                  {unblock.isPending && unblock.variables?.user._id === person.user._id ? 'Unblocking...' : 'Unblock'}
                </button>
              </li>
            );
          })}
        </ul>
        {blocked.hasNextPage && <LoadMoreButton list={blocked} />}
      </>
    );
  }

  return (
    <section className="settings-section" aria-labelledby="settings-blocked">
      <h2 id="settings-blocked">Blocked people</h2>
      <p className="settings-hint">People you blocked cannot message you, connect with you or see your profile and posts.</p>
      {body}
      {unblock.isError && (
        <p className="form-error" role="alert">
          {errorText(unblock.error, FALLBACKS)}
        </p>
      )}
      <p className="settings-done" role="status">
        {done}
      </p>
    </section>
  );
}
