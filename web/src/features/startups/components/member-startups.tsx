import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { OrgLogo } from '../../../components/org-logo';
import { memberStartupsOptions } from '../api/startup-team-api';
import { startupFacts } from '../startup-filters';
import '../startups.css';

/**
 * 'Startups' on a person's profile (DESIGN §7.3: a founder's profile links to their startups): the
 * startups they are an active member of, each a link to its page, with their title there. Nothing
 * is shown for someone on no startup's team, nor while it loads.
 */
export function MemberStartups({ userId }: { userId: string }) {
  const list = useInfiniteQuery(memberStartupsOptions(userId));
  const startups = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (list.isError && startups.length === 0) {
    return (
      <section className="member-startups" aria-labelledby="member-startups-heading">
        <h2 id="member-startups-heading">Startups</h2>
        <p className="startup-hint">Startups could not be loaded.</p>
      </section>
    );
  }
  if (startups.length === 0) return null;
  return (
    <section className="member-startups" aria-labelledby="member-startups-heading">
      <h2 id="member-startups-heading">Startups</h2>
      <ul className="member-startups-list">
        {startups.map((startup) => {
          const title = startup.members.find((member) => member.user._id === userId)?.title;
          return (
            <li key={startup._id} className="member-startup">
              <OrgLogo name={startup.name} logo={startup.logo} />
              <span>
                <Link to="/startups/$slug" params={{ slug: startup.slug }}>
                  {startup.name}
                </Link>
                <span className="startup-member-title">{[title, startupFacts(startup)].filter(Boolean).join(' · ')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && <LoadMoreButton list={list} />}
    </section>
  );
}
