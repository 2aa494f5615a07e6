import { Link } from '@tanstack/react-router';
import { OrgLogo } from '../../../components/org-logo';
import { ProofBadges } from '../../../entities/person/proof-badges';
import type { Startup } from '../api/startups-api';
import { startupFacts } from '../startup-filters';

/** A startup in the directory: its logo, name (the link to its page), one-liner and facts. */
export function StartupCard({ startup }: { startup: Startup }) {
  return (
    <article className="startup-card">
      <OrgLogo name={startup.name} logo={startup.logo} />
      <div className="startup-card-text">
        <h2 className="startup-card-name">
          <Link to="/startups/$slug" params={{ slug: startup.slug }}>
            {startup.name}
          </Link>
        </h2>
        {!!startup.badges?.length && (
          <p className="startup-badges">
            <ProofBadges badges={startup.badges} />
          </p>
        )}
        <p className="startup-card-one-liner">{startup.oneLiner}</p>
        <p className="startup-card-facts">{startupFacts(startup)}</p>
      </div>
    </article>
  );
}
