import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ConnectionButton } from '../../../components/connection-button';
import { MessageLink, PersonLink } from '../../../components/person-link';
import { SkeletonList } from '../../../components/skeleton-list';
import type { ConnectRequest } from '../../../lib/connections';
import { badgeText, unreadCountOptions } from '../../../lib/unread-counts';
import { useConnectionActions } from '../../../lib/use-connection-actions';
import { connectionsOptions, requestsOptions, suggestionsOptions, type ConnectionCard } from '../api/network-queries';
import { PersonRow } from './person-row';
import '../network.css';

function Section<T>({ title, query, empty, children }: { title: string; query: UseQueryResult<T[]>; empty: string; children: (items: T[]) => ReactNode }) {
  const id = `network-${title.toLowerCase().replace(/\W+/g, '-')}`;
  let body;
  if (query.isPending) body = <SkeletonList shape="row" count={2} />;
  else if (!query.data) {
    body = (
      <div role="alert" className="network-failure">
        <p>{title} could not be loaded.</p>
        <button type="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (query.data.length === 0) body = <p className="network-empty">{empty}</p>;
  else body = <ul className="network-list">{children(query.data)}</ul>;
  return (
    <section className="network-section" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {query.data && query.data.length > 0 && <span className="network-count"> ({query.data.length})</span>}
      </h2>
      {body}
    </section>
  );
}

function RequestRow({ request, box }: { request: ConnectRequest; box: 'received' | 'sent' }) {
  if (!request.person) return null;
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
  const received = useQuery(requestsOptions('received'));
  const sent = useQuery(requestsOptions('sent'));
  const connections = useQuery(connectionsOptions());
  const suggestions = useQuery(suggestionsOptions());
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
      <Section title="Requests received" query={received} empty="No one is waiting for your answer.">
        {(items) => items.map((request) => <RequestRow key={request._id} request={request} box="received" />)}
      </Section>
      <Section title="Requests sent" query={sent} empty="You have no requests waiting for an answer.">
        {(items) => items.map((request) => <RequestRow key={request._id} request={request} box="sent" />)}
      </Section>
      <Section title="Connections" query={connections} empty="You have no connections yet. Connect with someone below to start.">
        {(items) => items.map((person) => <ConnectionRow key={person._id} person={person} />)}
      </Section>
      <Section title="People to meet" query={suggestions} empty="No one new to suggest right now. Check back as more people join.">
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
