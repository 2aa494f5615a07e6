import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar';
import { profileName } from '../../../entities/person/profile-text';
import type { Startup } from '../api/startups-api';
import { startupFacts } from '../startup-filters';
import { StartupLogo } from './startup-logo';

type Member = Startup['members'][number];

/** A startup's page: who it is, its facts, what it does and its team. */
export function StartupProfile({ startup }: { startup: Startup }) {
  const team = startup.members.filter((member) => member.status === 'active');
  const invited = startup.members.filter((member) => member.status === 'invited');
  const facts: Array<[string, string | number | null]> = [
    ['Founded', startup.foundedYear],
    ['Team size', startup.teamSize],
    ['DPIIT recognition number', startup.dpiitNumber],
  ];
  return (
    <article className="startup-profile">
      <header className="startup-profile-header">
        <StartupLogo name={startup.name} logo={startup.logo} size="large" />
        <div>
          <h1>{startup.name}</h1>
          <p className="startup-profile-one-liner">{startup.oneLiner}</p>
          <p className="startup-card-facts">{startupFacts(startup)}</p>
        </div>
      </header>
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
      <section aria-labelledby="startup-team">
        <h2 id="startup-team">Team</h2>
        <ul className="startup-team">
          {team.map((member) => (
            <TeamMember key={member.user._id} member={member} />
          ))}
        </ul>
        {invited.length > 0 && (
          <>
            <h3>Invited</h3>
            <ul className="startup-team">
              {invited.map((member) => (
                <TeamMember key={member.user._id} member={member} />
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}

function TeamMember({ member }: { member: Member }) {
  const name = profileName(member.user);
  return (
    <li className="startup-member">
      <Avatar src={member.user.profiledetails.profilePic} name={name} size={40} decorative />
      <span>
        <Link to="/people/$userId" params={{ userId: member.user._id }}>
          {name}
        </Link>
        <span className="startup-member-title">
          {member.title}
          {member.role === 'admin' ? ' · Admin' : ''}
        </span>
      </span>
    </li>
  );
}
