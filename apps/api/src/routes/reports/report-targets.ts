import type { Database } from '@startupsetu/server-core/db/database';
import type { ReportTargetType } from '@startupsetu/server-core/db/schema';
import { parseProfile, userDisplayName, withoutPrivateFields } from '@startupsetu/server-core/repositories/profile-details';
import { contentVisibleTo, personVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { isContentId } from '../../schemas/content';
import { findJobReportTarget } from '../jobs/job-report-target';
import type { Evidence, EvidenceAuthor, ReportTarget } from './report-target-types';

// What a report is about, as the reporter may see it, with the snapshot kept as evidence (DESIGN
// §6.3). The snapshot holds the item's text fields, its author's id and name, its media file names
// and when it was made; for a person, their profile; for a message, the ten messages before it in
// that chat too; for a job, its fields and startup. A person's profile is kept as members see it (no phone or contact email). Media files named here are kept in the evidence folder (see evidence-media.ts).

type Author = { id: string; email: string; profile: string };

function authorOf(user: Author): EvidenceAuthor {
  return { _id: user.id, name: userDisplayName(user) };
}

function snapshot(
  type: ReportTargetType,
  id: string,
  author: Author,
  createdAt: string,
  fields: Record<string, unknown>,
  media: (string | null)[] = [],
): Evidence {
  const mediaFiles = media.filter((name): name is string => Boolean(name) && !/^https?:\/\//.test(name!));
  return { targetType: type, targetId: id, author: authorOf(author), createdAt, fields, mediaFiles, capturedAt: new Date().toISOString() };
}

const AUTHOR = ['u.id as author_id', 'u.email as author_email', 'u.profile as author_profile'] as const;
const author = (row: { author_id: string; author_email: string; author_profile: string }): Author => ({
  id: row.author_id,
  email: row.author_email,
  profile: row.author_profile,
});

/** The target as `reporterId` may see it, or undefined when it does not exist or is out of their sight. */
export async function findReportTarget(db: Database, reporterId: string, type: ReportTargetType, id: string): Promise<ReportTarget | undefined> {
  if (!isContentId(id)) return undefined;
  switch (type) {
    case 'user': {
      const user = await db
        .selectFrom('users as u')
        .select(['u.id', 'u.email', 'u.profile', 'u.role', 'u.profile_pic', 'u.created_at'])
        .where('u.id', '=', id)
        .where(personVisibleTo(reporterId, 'u.id'))
        .executeTakeFirst();
      if (!user) return undefined;
      // The profile as other members see it: the reporter never saw the private fields either.
      const fields = { role: user.role, profile: withoutPrivateFields(parseProfile(user.profile)) };
      return { authorId: user.id, evidence: snapshot('user', id, user, user.created_at, fields, [user.profile_pic]) };
    }
    case 'video': {
      const row = await db
        .selectFrom('videos as v')
        .innerJoin('users as u', 'u.id', 'v.user_id')
        .select(['v.title', 'v.description', 'v.video_file', 'v.poster_file', 'v.created_at', ...AUTHOR])
        .where('v.id', '=', id)
        .where(contentVisibleTo(reporterId, 'video', 'v.id', 'v.user_id'))
        .executeTakeFirst();
      if (!row) return undefined;
      const fields = { title: row.title, description: row.description };
      return { authorId: row.author_id, evidence: snapshot('video', id, author(row), row.created_at, fields, row.poster_file ? [row.video_file, row.poster_file] : [row.video_file]) };
    }
    case 'blog':
    case 'talk': {
      const row = await db
        .selectFrom('blogs as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['b.title', 'b.summary', 'b.content', 'b.cover_image', 'b.created_at', ...AUTHOR])
        .where('b.id', '=', id)
        .where('b.kind', '=', type)
        .where(contentVisibleTo(reporterId, type, 'b.id', 'b.user_id'))
        .executeTakeFirst();
      if (!row) return undefined;
      const fields = type === 'talk' ? { text: row.title } : { title: row.title, summary: row.summary, content: row.content };
      return { authorId: row.author_id, evidence: snapshot(type, id, author(row), row.created_at, fields, [row.cover_image]) };
    }
    case 'comment': {
      const row = await db
        .selectFrom('video_comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .innerJoin('videos as v', 'v.id', 'c.video_id')
        .select(['c.text', 'c.video_id', 'c.created_at', ...AUTHOR])
        .where('c.id', '=', id)
        .where(contentVisibleTo(reporterId, 'comment', 'c.id', 'c.user_id'))
        .where(contentVisibleTo(reporterId, 'video', 'v.id', 'v.user_id'))
        .executeTakeFirst();
      if (!row) return undefined;
      const evidence = snapshot('comment', id, author(row), row.created_at, { text: row.text });
      return { authorId: row.author_id, evidence: { ...evidence, parentId: row.video_id } };
    }
    case 'talkComment': {
      const row = await db
        .selectFrom('talk_comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .innerJoin('blogs as t', 't.id', 'c.talk_id')
        .select(['c.text', 'c.talk_id', 'c.created_at', ...AUTHOR])
        .where('c.id', '=', id)
        .where(contentVisibleTo(reporterId, 'talkComment', 'c.id', 'c.user_id'))
        .where(contentVisibleTo(reporterId, 'talk', 't.id', 't.user_id'))
        .executeTakeFirst();
      if (!row) return undefined;
      const evidence = snapshot('talkComment', id, author(row), row.created_at, { text: row.text });
      return { authorId: row.author_id, evidence: { ...evidence, parentId: row.talk_id } };
    }
    case 'message':
      return findMessageTarget(db, reporterId, id);
    case 'job':
      return findJobReportTarget(db, reporterId, id);
  }
}

const CONTEXT_MESSAGES = 10;

/** Only the receiver reports a message (even after blocking its sender), with the chat before it. */
async function findMessageTarget(db: Database, reporterId: string, id: string): Promise<ReportTarget | undefined> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select(['m.text', 'm.created_at', 'm.receiver_id', ...AUTHOR])
    .where('m.id', '=', id)
    .where('m.receiver_id', '=', reporterId)
    .executeTakeFirst();
  if (!row) return undefined;
  const before = await db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'text', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', row.author_id), eb('receiver_id', '=', reporterId)]),
        eb.and([eb('sender_id', '=', reporterId), eb('receiver_id', '=', row.author_id)]),
      ]),
    )
    .where('id', '<', id)
    .orderBy('id', 'desc')
    .limit(CONTEXT_MESSAGES)
    .execute();
  const context = before.reverse().map((m) => ({ _id: m.id, senderId: m.sender_id, text: m.text, createdAt: m.created_at }));
  return { authorId: row.author_id, evidence: { ...snapshot('message', id, author(row), row.created_at, { text: row.text }), context } };
}
