import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../entities/session/current-user';
import type { User } from '../../../types/api';
import '../profile.css';

/** Loads the signed-in user and shows spec §8's loading and failure texts until there is one. */
export function CurrentUserState({ children }: { children: (user: User) => ReactNode }) {
  const query = useQuery(currentUserQueryOptions());

  if (query.data) return <main className="profile-page">{children(query.data)}</main>;
  return (
    <main className="profile-page">
      {query.isError ? (
        <div className="profile-status" role="alert">
          <p>Failed to fetch user profile</p>
          <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </button>
        </div>
      ) : (
        // The card's own box while it loads (its picture's circle and room for its rows), so it comes without a jump.
        <div className="profile-card profile-pending" aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading...
          </p>
          <span className="profile-pending-avatar" aria-hidden="true" />
        </div>
      )}
    </main>
  );
}
