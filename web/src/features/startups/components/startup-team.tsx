import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar';
import { profileName } from '../../../entities/person/profile-text';
import type { Startup, StartupMember } from '../api/startups-api';
import { removeMember } from '../api/startup-team-api';
import { useStartupChange } from '../hooks/use-startup-change';
import { InviteMemberForm } from './invite-member-form';

const FALLBACKS = { failed: 'Failed to change the team', network: 'You are offline. Connect to change the team.' };

interface Props {
  startup: Startup;
  /** The signed-in viewer. */
  viewerId: string | undefined;
  /** The viewer is one of its active admins: they may remove anyone and invite. */
  isAdmin: boolean;
}

/**
 * A startup's team: its active members and, for its own people, the invitations still pending.
 * Admins remove anyone (the server keeps the last admin: its words are shown) and invite; a member
 * may leave.
 */
export function StartupTeam({ startup, viewerId, isAdmin }: Props) {
  const remove = useStartupChange(startup.slug, (userId: string) => removeMember(startup.slug, userId), FALLBACKS);
  const team = startup.members.filter((member) => member.status === 'active');
  const invited = startup.members.filter((member) => member.status === 'invited');

  const row = (member: StartupMember) => {
    const own = member.user._id === viewerId;
    const action = own && member.status === 'active' ? 'Leave' : isAdmin ? 'Remove' : null;
    return (
      <TeamMember key={member.user._id} member={member}>
        {action && (
          <button
            type="button"
            className="startup-member-action"
            disabled={remove.isPending}
            aria-label={own ? 'Leave the startup' : `Remove ${profileName(member.user)}`}
            onClick={() => remove.mutate(member.user._id)}
          >
            {action}
          </button>
        )}
      </TeamMember>
    );
  };

  return (
    <section aria-labelledby="startup-team">
      <h2 id="startup-team">Team</h2>
      <ul className="startup-team">{team.map(row)}</ul>
      {invited.length > 0 && (
        <>
          <h3>Invited</h3>
          <ul className="startup-team">{invited.map(row)}</ul>
        </>
      )}
      {remove.error && (
        <p className="form-error" role="alert">
          {remove.error}
        </p>
      )}
      {isAdmin && <InviteMemberForm slug={startup.slug} memberIds={new Set(startup.members.map((member) => member.user._id))} />}
    </section>
  );
}

function TeamMember({ member, children }: { member: StartupMember; children?: ReactNode }) {
  const name = profileName(member.user);
  return (
    <li className="startup-member">
      <Avatar src={member.user.profiledetails.profilePic} name={name} size={40} decorative />
      <span className="startup-member-text">
        <Link to="/people/$userId" params={{ userId: member.user._id }}>
          {name}
        </Link>
        <span className="startup-member-title">
          {member.title}
          {member.role === 'admin' ? ' · Admin' : ''}
        </span>
      </span>
      {children}
    </li>
  );
}
