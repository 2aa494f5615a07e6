import type { Startup } from '@startupsetu/server-core/contract/startup-schemas';
import type { Database } from '@startupsetu/server-core/db/database';
import type { StartupMemberRow, StartupRow } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { findMember, membersOf } from './startup-members-repository';
import { SLUG_PATTERN } from './startup-slug';
import { findStartupBySlug, toStartupView } from './startups-repository';

// Who may do what to a startup. Its page is public, but a change by someone who is not one of its
// people is answered as if there were nothing there (404), as a person's content is elsewhere;
// one of its people who is not an admin is told why (403).

export const STARTUP_NOT_FOUND = 'Startup not found';
export const ADMINS_ONLY = "Only the startup's admins can do this";

export async function requireStartup(db: Database, slug: string): Promise<StartupRow> {
  const startup = SLUG_PATTERN.test(slug) ? await findStartupBySlug(db, slug) : undefined;
  if (!startup) throw new HttpError(404, STARTUP_NOT_FOUND);
  return startup;
}

/** The startup and the caller's place in it (invited or active); 404 when they have none. */
export async function requireMembership(db: Database, slug: string, userId: string): Promise<{ startup: StartupRow; member: StartupMemberRow }> {
  const startup = await requireStartup(db, slug);
  const member = await findMember(db, startup.id, userId);
  if (!member) throw new HttpError(404, STARTUP_NOT_FOUND);
  return { startup, member };
}

export const isActiveAdmin = (member: StartupMemberRow | undefined) => member?.role === 'admin' && member.status === 'active';

/** The startup when the caller is one of its active admins; 404 to others, 403 to its other people. */
export async function requireAdmin(db: Database, slug: string, userId: string): Promise<StartupRow> {
  const { startup, member } = await requireMembership(db, slug, userId);
  if (!isActiveAdmin(member)) throw new HttpError(403, ADMINS_ONLY);
  return startup;
}

/** The startup as `viewerId` sees it: its invitations only when the viewer is one of its people. */
export async function startupViewFor(db: Database, startup: StartupRow, viewerId: string | undefined): Promise<Startup> {
  const insider = viewerId !== undefined && (await findMember(db, startup.id, viewerId)) !== undefined;
  const members = await membersOf(db, [startup.id], { activeOnly: !insider });
  return toStartupView(startup, members.get(startup.id) ?? []);
}

/** The same, read again after a change. */
export async function freshStartupViewFor(db: Database, startupId: string, viewerId: string): Promise<Startup> {
  const startup = await db.selectFrom('startups').selectAll().where('id', '=', startupId).executeTakeFirst();
  if (!startup) throw new HttpError(404, STARTUP_NOT_FOUND);
  return startupViewFor(db, startup, viewerId);
}
