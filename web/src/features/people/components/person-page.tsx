import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar';
import { BlockPersonButton } from '../../../entities/block/block-person-button';
import { Chips } from '../../../components/chips';
import { ConnectionButton } from '../../../entities/connection/connection-button';
import { ReportButton } from '../../../entities/report/report-button';
import { SkeletonList } from '../../../components/skeleton-list';
import { personLead, publicFields, roleName } from '../../../entities/person/person-fields';
import { investorFacts } from '../../../entities/person/investor-facts';
import { profileName } from '../../../entities/person/profile-text';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { dropPersonFromCaches } from '../../../entities/person/person-removal';
import { getSession } from '../../../lib/session';
import { isNotFound, personOptions } from '../api/people-queries';
import { AuthoredSection } from './authored-section';
import '../people.css';

function NotFound() {
  return (
    <main className="page people-page">
      <div className="people-status" role="alert">
        <h1>Person not found</h1>
        <p>There is no one here: the link may be wrong, or the account no longer exists.</p>
        <Link to="/networking">Go to your network</Link>
      </div>
    </main>
  );
}

/**
 * /people/$userId: another person's public profile, the right button, Block, and what they published.
 * `sections`: what other features show of the person, under the profile (their startups).
 */
export function PersonPage({ userId, sections }: { userId: string; sections?: ReactNode }) {
  const person = useQuery(personOptions(userId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (person.isPending) {
    return (
      <main className="page people-page" aria-busy="true">
        <SkeletonList shape="row" count={3} />
      </main>
    );
  }
  // Someone out of sight (blocked either way) answers 404 like no one: a copy seen before is not shown.
  if (isNotFound(person.error)) return <NotFound />;
  if (!person.data) {
    return (
      <main className="page people-page">
        <div className="people-status" role="alert">
          <p>This profile could not be loaded.</p>
          <button type="button" onClick={() => void person.refetch()}>
            Try again
          </button>
        </div>
      </main>
    );
  }

  const user = person.data;
  const details = user.profiledetails;
  const name = profileName(user);
  const lead = personLead(details);
  // An investor's also say what founders look for (DESIGN §7.4), after the spec's fields.
  const facts = user.role === 'Investor' ? investorFacts(details).filter((fact) => fact.value.length > 0) : [];
  const fields = [...publicFields(user.role, details), ...facts];
  const isMe = getSession()?.userId === user._id;

  return (
    <main className="page people-page">
      <article className="people-card" aria-labelledby="person-name">
        <header className="people-head">
          <Avatar src={details.profilePic} name={name} size={112} />
          <div className="people-identity">
            <h1 id="person-name">{name}</h1>
            {(user.verified || !!user.badges?.length) && (
              <p className="people-badges">
                <ProofBadges badges={user.badges} verified={user.verified} />
              </p>
            )}
            <p className="people-role">{roleName(user.role)}</p>
            {/* Each only where its owner shows it to this reader (DESIGN §7.4: the server leaves it out otherwise). */}
            {user.email && (
              <p className="people-email">
                <a href={`mailto:${user.email}`}>{user.email}</a>
              </p>
            )}
            {details.phoneno && (
              <p className="people-phone">
                <a href={`tel:${details.phoneno.replace(/[^\d+]/g, '')}`}>{details.phoneno}</a>
              </p>
            )}
          </div>
        </header>
        {lead && <p className="people-lead">{lead}</p>}
        {fields.length > 0 && (
          <dl className="people-fields">
            {fields.map((field) => (
              <div key={field.label} className="people-field">
                <dt>{field.label}</dt>
                <dd>
                  {Array.isArray(field.value) ? (
                    <Chips items={field.value} />
                  ) : (
                    field.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {isMe ? (
          <p className="people-self">
            This is you. <Link to="/Profile">Open your profile</Link>
          </p>
        ) : (
          <div className="people-actions-row">
            <ConnectionButton person={user} full className="people-actions" />
            <div className="people-safety">
              <BlockPersonButton person={{ _id: user._id, name }} onBlocked={() => void navigate({ to: '/networking' })} />
              <ReportButton
                target={{ type: 'user', id: user._id }}
                onReported={() => {
                  // Reported: this person leaves the reporter's screens, this page included.
                  void navigate({ to: '/networking' }).then(() => dropPersonFromCaches(queryClient, user._id));
                }}
              />
            </div>
          </div>
        )}
      </article>
      {sections}
      <AuthoredSection userId={user._id} kind="videos" title="Videos" empty={`${name} has not shared any videos yet.`} />
      <AuthoredSection userId={user._id} kind="blogs" title="Blogs" empty={`${name} has not written any blogs yet.`} />
      <AuthoredSection userId={user._id} kind="talks" title="Talks" empty={`${name} has not started any talks yet.`} />
    </main>
  );
}
