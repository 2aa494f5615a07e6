import { MAX_JOB_SKILLS } from '@startupsetu/server-core/contract/job-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import { listOpenJobs, type JobBoardQuery } from './job-board';
import type { JobWithStartup } from './jobs-repository';

// Jobs for you (DESIGN §7.3): open jobs by what the caller's profile says, first those needing any
// of their skills, then those of their desired role (a search of titles and skills), then those in
// their city, then the newest, until `limit`; each says why in one line. Every step is one of the
// board's walks, at most `limit` rows long: O(limit) whatever the number of jobs.

export interface JobForYou {
  row: JobWithStartup;
  reason: string;
}

interface Wants {
  skills: string[];
  desiredRole: string | undefined;
  city: string | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What the caller's profile asks for (the Jobseeker form's skills, desiredRole and city; any role's). */
export function wantsOf(profile: string): Wants {
  const details = parseProfile(profile);
  const listed = Array.isArray(details.skills) ? details.skills : typeof details.skills === 'string' ? details.skills.split(',') : [];
  const skills = [...new Set(listed.map(textOf).filter((skill): skill is string => skill !== undefined))].slice(0, MAX_JOB_SKILLS);
  return { skills, desiredRole: textOf(details.desiredRole), city: textOf(details.city) };
}

/** The skills of `wanted` the job needs, as the job writes them (any case). */
function sharedSkills(row: JobWithStartup, wanted: readonly string[]): string[] {
  const keys = new Set(wanted.map((skill) => skill.toLowerCase()));
  return (JSON.parse(row.skills) as string[]).filter((skill) => keys.has(skill.trim().toLowerCase()));
}

export async function jobsForYou(db: Database, userId: string, limit: number, now: Date): Promise<JobForYou[]> {
  const user = await findUserById(db, userId);
  const wants = wantsOf(user?.profile ?? '{}');
  const steps: { query: Omit<JobBoardQuery, 'limit'>; reason: (row: JobWithStartup) => string }[] = [];
  if (wants.skills.length > 0) {
    steps.push({ query: { skills: wants.skills }, reason: (row) => `Matches your skills: ${sharedSkills(row, wants.skills).join(', ')}` });
  }
  if (wants.desiredRole) steps.push({ query: { q: wants.desiredRole }, reason: () => `Matches your desired role: ${wants.desiredRole}` });
  if (wants.city) steps.push({ query: { city: wants.city }, reason: (row) => `In ${row.city}` });
  steps.push({ query: {}, reason: () => 'New on StartupSetu' });

  const found = new Map<string, JobForYou>();
  for (const step of steps) {
    if (found.size >= limit) break;
    // Asked for as many as could be new: rows an earlier step found come again.
    const page = await listOpenJobs(db, { ...step.query, limit, notMemberId: userId }, userId, now);
    for (const row of page.rows) {
      if (found.size >= limit) break;
      if (!found.has(row.id)) found.set(row.id, { row, reason: step.reason(row) });
    }
  }
  return [...found.values()];
}
