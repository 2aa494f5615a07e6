import { Link } from '@tanstack/react-router';
import { OrgLogo } from '../../../components/org-logo';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { getSession } from '../../../lib/session';
import type { Startup } from '../api/startups-api';
import { startupFacts } from '../startup-filters';
import { InvitationAnswer } from './invitation-answer';
import { StartupTeam } from './startup-team';

/** A startup's page: who it is, its facts, what it does and its team; Edit for its admins, the invitation for an invitee. */
export function StartupProfile({ startup }: { startup: Startup }) {
  const viewerId = getSession()?.userId;
  const own = startup.members.find((member) => member.user._id === viewerId);
  const isAdmin = own?.role === 'admin' && own.status === 'active';
  const facts: Array<[string, string | number | null]> = [
    ['Founded', startup.foundedYear],
    ['Team size', startup.teamSize],
    ['DPIIT recognition number', startup.dpiitNumber],
  ];
  return (
    <article className="startup-profile">
      <header className="startup-profile-header">
        <OrgLogo name={startup.name} logo={startup.logo} size="large" />
        <div className="startup-profile-identity">
          <h1>{startup.name}</h1>
          {!!startup.badges?.length && (
            <p className="startup-badges">
              <ProofBadges badges={startup.badges} />
            </p>
          )}
          <p className="startup-profile-one-liner">{startup.oneLiner}</p>
          <p className="startup-card-facts">{startupFacts(startup)}</p>
        </div>
        {isAdmin && (
          <Link to="/startups/$slug/edit" params={{ slug: startup.slug }} className="startup-edit-link" aria-label={`Edit ${startup.name}`}>
            Edit
          </Link>
        )}
      </header>
      {own?.status === 'invited' && <InvitationAnswer startup={startup} invitation={own} />}
      <dl className="startup-facts">
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className="startup-fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {startup.website && (
          <div className="startup-fact">
            <dt>Website</dt>
            <dd>
              <a href={startup.website} target="_blank" rel="noopener noreferrer nofollow">
                {startup.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {startup.description && (
        <section aria-labelledby="startup-about">
          <h2 id="startup-about">About</h2>
          <p className="startup-description">{startup.description}</p>
        </section>
      )}
      <StartupTeam startup={startup} viewerId={viewerId} isAdmin={isAdmin} />
    </article>
  );
}
