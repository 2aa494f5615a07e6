import { stageLabelOf } from '@startupsetu/server-core/contract/startup-fields';
import type { Role } from '@startupsetu/server-core/db/schema';
import type { ProfileDetails } from '@startupsetu/server-core/repositories/profile-details';
import { profileList } from '@startupsetu/server-core/repositories/profile-view';

// People to meet (DESIGN §6.1): a candidate's fit with the caller, and the one line that says why.
// Pure, so the ranking is tested without a database.

/** How much each role brings to the caller's role; a role absent here is not suggested. */
export const ROLE_FIT: Readonly<Record<Role, Partial<Record<Role, number>>>> = {
  Hustler: { Investor: 3, Cofounder: 3, Jobseeker: 2, Hustler: 1 },
  Investor: { Hustler: 3, Investor: 1, Cofounder: 1 },
  Cofounder: { Hustler: 3, Cofounder: 2, Investor: 1 },
  Jobseeker: { Hustler: 3, Cofounder: 2 },
};

export interface Person {
  role: Role;
  profile: ProfileDetails;
}

export interface Fit {
  score: number;
  reason: string;
}


function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function shared(mine: unknown, theirs: unknown): string[] {
  const own = new Set(profileList(mine).map((item) => item.toLowerCase()));
  return profileList(theirs).filter((item) => own.has(item.toLowerCase()));
}

/** 'A', 'A and B', 'A, B and C' (at most three named). */
function words(items: string[]): string {
  const named = items.slice(0, 3);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

function stageOf(profile: ProfileDetails): string | undefined {
  const stage = text(profile.currentStage);
  return stage && (stageLabelOf(stage) ?? stage);
}

/** What the candidate is, in one line, when nothing is shared with the caller. */
function describe(candidate: Person): string {
  const p = candidate.profile;
  switch (candidate.role) {
    case 'Investor': {
      const areas = profileList(p.interestAreas);
      return areas.length ? `Investor interested in ${words(areas)}` : 'Investor looking for startups';
    }
    case 'Hustler': {
      const project = text(p.project);
      const stage = stageOf(p);
      if (project) return `Founder building ${project}${stage ? ` (${stage} stage)` : ''}`;
      return stage ? `Founder at the ${stage} stage` : 'Founder building a startup';
    }
    case 'Cofounder': {
      const skills = profileList(p.skills);
      if (skills.length) return `Co-founder skilled in ${words(skills)}`;
      const superpower = text(p.superpower);
      return superpower ? `Co-founder whose superpower is ${superpower}` : 'Co-founder looking for a team';
    }
    case 'Jobseeker': {
      const role = text(p.desiredRole);
      return role ? `Looking for a role as ${role}` : 'Looking for a role in a startup';
    }
  }
}

/** The candidate's fit for the caller, or undefined when their role is not one the caller needs. */
export function fitOf(viewer: Person, candidate: Person): Fit | undefined {
  const roleFit = ROLE_FIT[viewer.role][candidate.role];
  if (!roleFit) return undefined;
  const skills = shared(viewer.profile.skills, candidate.profile.skills);
  const areas = shared(viewer.profile.interestAreas, candidate.profile.interestAreas);
  let score = roleFit * 10 + skills.length * 4 + areas.length * 4;
  if (viewer.role === 'Investor' && candidate.role === 'Hustler' && stageOf(candidate.profile)) score += 2;
  if (text(candidate.profile.bio) ?? text(candidate.profile.aboutMe) ?? text(candidate.profile.excitement)) score += 1;

  let reason: string;
  if (skills.length) reason = `Shares your skills: ${words(skills)}`;
  else if (areas.length) reason = `Also interested in ${words(areas)}`;
  else reason = describe(candidate);
  return { score, reason };
}
