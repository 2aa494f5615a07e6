import type { LinkPreview } from '@startupsetu/server-core/contract/link-preview-schemas';
import { formatEsop, formatExperience, formatPay, JOB_KIND_LABELS, WORKPLACE_LABELS } from '@startupsetu/server-core/contract/job-fields';
import { STAGE_LABELS } from '@startupsetu/server-core/contract/startup-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { requireReadableJob } from '../jobs/job-access';
import { fieldsOf, statusAt } from '../jobs/jobs-repository';
import { membersOf } from '../startups/startup-members-repository';
import { SLUG_PATTERN } from '../startups/startup-slug';
import { findStartupBySlug } from '../startups/startups-repository';

/** How many of a team a startup's preview names. */
const TEAM_SHOWN = 3;

/** A preview's parts joined as one line, the empty ones left out. */
export const line = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' · ');

/** /startups/<slug>: its one-liner, sector, stage, city and the first of its team. */
async function startupPreview(db: Database, slug: string): Promise<LinkPreview | undefined> {
  const startup = SLUG_PATTERN.test(slug) ? await findStartupBySlug(db, slug) : undefined;
  if (!startup) return undefined;
  const team = (await membersOf(db, [startup.id], { activeOnly: true })).get(startup.id) ?? [];
  const named = team.slice(0, TEAM_SHOWN).map((member) => `${member.user.profiledetails.Username ?? 'A member'} (${member.title})`);
  const more = team.length > TEAM_SHOWN ? ` and ${team.length - TEAM_SHOWN} more` : '';
  return {
    title: startup.name,
    description: line(startup.one_liner, startup.sector, STAGE_LABELS[startup.stage], startup.city, named.length > 0 && `Team: ${named.join(', ')}${more}`),
    image: mediaUrl(startup.logo),
  };
}

/** /jobs/<id>: the job at its startup, with its pay, ESOPs, kind, place and experience; said to be closed once it is. */
async function jobPreview(db: Database, id: string, now: Date): Promise<LinkPreview | undefined> {
  const job = await requireReadableJob(db, id, undefined).catch(() => undefined);
  if (!job) return undefined;
  const fields = fieldsOf(job);
  return {
    title: `${fields.title} at ${job.startup_name}`,
    description: line(
      statusAt(job, now) === 'closed' && 'Closed',
      formatPay(fields),
      formatEsop(fields),
      JOB_KIND_LABELS[fields.kind],
      `${WORKPLACE_LABELS[fields.workplace]}, ${fields.city}`,
      formatExperience(fields),
    ),
    image: mediaUrl(job.startup_logo),
  };
}

/** Each item page's path and how its preview is read (an item the public cannot see has none). */
const PREVIEWS: ReadonlyArray<{ pattern: RegExp; read: (db: Database, id: string, now: Date) => Promise<LinkPreview | undefined> }> = [
  { pattern: /^\/startups\/([^/]+)\/?$/i, read: startupPreview },
  { pattern: /^\/jobs\/([^/]+)\/?$/i, read: jobPreview },
];

/** The link preview of the page at `path` (at `now`), or undefined when it shows no item the public may see. */
export async function linkPreviewOf(db: Database, path: string, now: Date): Promise<LinkPreview | undefined> {
  for (const { pattern, read } of PREVIEWS) {
    const match = pattern.exec(path);
    if (!match) continue;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return undefined;
    }
    return read(db, id, now);
  }
  return undefined;
}
