import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar';
import { Chips } from '../../../components/chips';
import { ProofBadges } from '../../../entities/person/proof-badges';
import type { User } from '../../../types/api';
import { listOf, profileName, stageLabel } from '../../../entities/person/profile-text';
import { extraDetails, roleDetails, roleLabel, type Detail } from '../profile-details';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailRow({ detail }: { detail: Detail }) {
  const { label, value } = detail;
  return (
    <Row label={label}>{Array.isArray(value) ? (value.length > 0 ? <Chips items={value} /> : orEmpty('')) : orEmpty(value)}</Row>
  );
}

const orEmpty = (text: string | undefined) => (text?.trim() ? text : <span className="profile-empty">Not added yet</span>);

/** Spec §2's own profile card (a Hustler's), or the fields of the user's own role for the others. */
export function ProfileCard({ user }: { user: User }) {
  const navigate = useNavigate();
  const details = user.profiledetails;
  const name = profileName(user);
  const skills = listOf(details.skills);
  const extras = extraDetails(details);
  // An Investor's, Co-founder's or Job Seeker's card shows their role's fields; the Hustler's is the spec's.
  const ownRows = roleDetails(user.role, details);

  return (
    <article className="profile-card" aria-labelledby="profile-name">
      <header className="profile-head">
        <Avatar src={details.profilePic} name={name} size={112} />
        <div className="profile-identity">
          <h1 id="profile-name">
            {name} <ProofBadges badges={user.badges} verified={user.verified} />
          </h1>
          <p className="profile-role">{roleLabel(user.role)}</p>
        </div>
      </header>
      {ownRows ? (
        <>
          {details.bio?.trim() && <p className="profile-bio">{details.bio}</p>}
          <dl className="profile-details">
            <Row label="Email">{user.email}</Row>
            <Row label="Role">{roleLabel(user.role)}</Row>
            {ownRows.map((detail) => (
              <DetailRow key={detail.label} detail={detail} />
            ))}
          </dl>
        </>
      ) : (
        <>
          <p className="profile-bio">{orEmpty(details.bio)}</p>
          <dl className="profile-details">
            <Row label="Email">{user.email}</Row>
            <Row label="Project">{orEmpty(details.project)}</Row>
            <Row label="Current Stage">{orEmpty(stageLabel(details.currentStage))}</Row>
            <Row label="Role">{roleLabel(user.role)}</Row>
            <Row label="Contribution">{orEmpty(details.contribution)}</Row>
            <Row label="Skills">{skills.length > 0 ? <Chips items={skills} /> : orEmpty('')}</Row>
            {extras.map((extra) => (
              <DetailRow key={extra.label} detail={extra} />
            ))}
          </dl>
        </>
      )}
      <button type="button" className="button-primary profile-action" onClick={() => void navigate({ to: '/Update_profile' })}>
        Update Profile
      </button>
    </article>
  );
}
