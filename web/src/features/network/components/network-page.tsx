import type { ReactNode } from 'react';
import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ConnectionButton } from '../../../entities/connection/connection-button';
import { LoadMoreButton, type PagedList } from '../../../components/load-more-button';
import { MessageLink, PersonLink } from '../../../entities/person/person-link';
import { SkeletonList } from '../../../components/skeleton-list';
import { badgeText, unreadCountOptions } from '../../../entities/notification/unread-counts';
import { useConnectionActions } from '../../../entities/connection/use-connection-actions';
import { myConnectionsOptions, peopleToMeetOptions } from '../../../entities/connection/people-to-meet-queries';
import { requestsOptions, type ConnectionCard, type ListedRequest } from '../api/network-queries';
import { PersonRow } from './person-row';
import '../network.css';

/** A section's list: everything loaded so far, and the next page when there is one. */
interface SectionList<T> {
  isPending: boolean;
  items: T[] | undefined;
  refetch: () => unknown;
  /** Absent for a list read whole. */
  more?: PagedList & { hasNextPage: boolean; isFetchNextPageError: boolean };
}

function pagedList<T>(query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>): SectionList<T> {
  return {
    isPending: query.isPending,
    items: query.data?.pages.flatMap((page) => page.data),
    refetch: query.refetch,
    more: query,
  };
}

function wholeList<T>(query: UseQueryResult<T[]>): SectionList<T> {
  return { isPending: query.isPending, items: query.data, refetch: query.refetch };
}

function Section<T>({ title, list, empty, children }: { title: string; list: SectionList<T>; empty: string; children: (items: T[]) => ReactNode }) {
  const id = `network-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const { items, more } = list;
  let body;
  if (list.isPending) body = <SkeletonList shape="row" count={2} />;
  else if (!items) {
    body = (
      <div role="alert" className="network-failure">
        <p>{title} could not be loaded.</p>
        <button type="button" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (items.length === 0) body = <p className="network-empty">{empty}</p>;
  else body = <ul className="network-list">{children(items)}</ul>;
  return (
    <section className="network-section" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {/* While more pages wait, the count says so ('20+'). */}
        {items && items.length > 0 && <span className="network-count"> ({items.length}{more?.hasNextPage ? '+' : ''})</span>}
      </h2>
      {body}
      {more?.isFetchNextPageError && (
        <p className="form-error" role="alert">
          More could not be loaded.
        </p>
      )}
      {more?.hasNextPage && (
        <div className="network-more">
          <LoadMoreButton list={more} />
        </div>
      )}
    </section>
  );
}

function RequestRow({ request, box }: { request: ListedRequest; box: 'received' | 'sent' }) {
  const person = { ...request.person, connection: box, requestId: request._id } as const;
  const line = [request.kind === 'ignite' ? 'Ignited you' : null, request.note?.trim() || null].filter(Boolean).join(' · ');
  return (
    <PersonRow person={person} line={box === 'received' ? line || undefined : undefined}>
      <ConnectionButton person={person} full className="network-buttons" />
    </PersonRow>
  );
}

function ConnectionRow({ person }: { person: ConnectionCard }) {
  const { view, busy, error, act } = useConnectionActions({ ...person, connection: 'connected' });
  const removed = view.connection === 'none';
  return (
    <PersonRow person={person} line={error ?? undefined}>
      {removed ? (
        <p className="network-empty">Removed</p>
      ) : view.waiting === 'remove' ? (
        <button type="button" disabled>
          Remove pending
        </button>
      ) : (
        <div className="connection-buttons">
          <MessageLink userId={person._id} className="button-primary connection-button" />
          <PersonLink userId={person._id} className="connection-button network-profile-link">
            Profile
          </PersonLink>
          <button type="button" className="connection-button" disabled={busy !== undefined} onClick={() => act('remove')}>
            {busy === 'remove' ? 'Removing...' : 'Remove'}
          </button>
        </div>
      )}
    </PersonRow>
  );
}

/** /networking: requests to answer, requests waiting, connections, and People to meet. */
export function NetworkPage() {
  const received = pagedList(useInfiniteQuery(requestsOptions('received')));
  const sent = pagedList(useInfiniteQuery(requestsOptions('sent')));
  const connections = pagedList(useInfiniteQuery(myConnectionsOptions()));
  const suggestions = wholeList(useQuery(peopleToMeetOptions()));
  // The Co-founder's sidebar has no Messages link: this one says what waits there.
  const unread = badgeText(useQuery(unreadCountOptions('messages')).data ?? 0);

  return (
    <main className="page network-page">
      <div className="network-head">
        <h1>Network</h1>
        <Link to="/messages" className="button-primary network-messages-link">
          Messages
          {unread && <span className="network-unread"> ({unread} unread)</span>}
        </Link>
      </div>
      <Section title="Requests received" list={received} empty="No one is waiting for your answer.">
        {(items) => items.map((request) => <RequestRow key={request._id} request={request} box="received" />)}
      </Section>
      <Section title="Requests sent" list={sent} empty="You have no requests waiting for an answer.">
        {(items) => items.map((request) => <RequestRow key={request._id} request={request} box="sent" />)}
      </Section>
      <Section title="Connections" list={connections} empty="You have no connections yet. Connect with someone below to start.">
        {(items) => items.map((person) => <ConnectionRow key={person._id} person={person} />)}
      </Section>
      <Section title="People to meet" list={suggestions} empty="No one new to suggest right now. Check back as more people join.">
        {(items) =>
          items.map((person) => (
            <PersonRow key={person._id} person={person} line={person.reason}>
              <ConnectionButton person={person} className="network-buttons" />
            </PersonRow>
          ))
        }
      </Section>
    </main>
  );
}
