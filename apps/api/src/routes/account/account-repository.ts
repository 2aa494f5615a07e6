import type { Database } from '@startupsetu/server-core/db/database';
import { sql } from 'kysely';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { mediaUrl, proofOf } from '@startupsetu/server-core/repositories/users-repository';
import { inParts } from '@startupsetu/server-core/db/in-parts';
import { deviceLabel } from '../auth/device-label';
import { alertView, listAlerts } from '../job-alerts/job-alerts-repository';
import { statusAt } from '../jobs/jobs-repository';

// Everything of one account, for its owner's download (DESIGN §6.3). Another person appears only
// by id and public name: never their email or private profile fields.

interface Person {
  id: string;
  name: string | null;
}

export async function exportAccount(db: Database, userId: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [videos, blogs, videoComments, talkComments, likes, messages, connections, requests, notifications, sessions, blocks, contact, jobs] =
    await Promise.all([
      db.selectFrom('videos').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('blogs').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('video_comments').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('talk_comments').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('video_likes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      db
        .selectFrom('messages')
        .selectAll()
        .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
        .orderBy('id')
        .execute(),
      db.selectFrom('connections').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('connect_requests')
        .selectAll()
        .where((eb) => eb.or([eb('requester_id', '=', userId), eb('target_id', '=', userId)]))
        .orderBy('id')
        .execute(),
      db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('blocks').selectAll().where('blocker_id', '=', userId).orderBy('created_at').execute(),
      contactMessagesOf(db, user.email).selectAll().orderBy('id').execute(),
      jobsOf(db, userId),
    ]);
  // The caller's own reports, without the evidence (another person's content).
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'target_type', 'target_id', 'category', 'comment', 'status', 'created_at', 'decided_at'])
    .where('reporter_id', '=', userId)
    .orderBy('id')
    .execute();
  // The caller's badge requests (DESIGN §7.4), a document by name and size (the file is not in it).
  const verifications = await db
    .selectFrom('verifications')
    .select(['id', 'kind', 'status', 'evidence', 'reason', 'document_name', 'document_size', 'created_at', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  // The caller's appeals of moderation decisions about their content or account (DESIGN §7.4).
  const appeals = await db
    .selectFrom('report_appeals')
    .select(['id', 'report_id', 'decision', 'reason', 'status', 'created_at', 'deadline_at', 'resolved_at'])
    .where('appellant_id', '=', userId)
    .orderBy('id')
    .execute();
  const people = await peopleById(db, [
    ...messages.flatMap((m) => [m.sender_id, m.receiver_id]),
    ...connections.map((c) => c.peer_id),
    ...requests.flatMap((r) => [r.requester_id, r.target_id]),
    ...blocks.map((b) => b.blocked_id),
  ].filter((id) => id !== userId));
  const person = (id: string): Person => ({ id, name: people.get(id) ?? null });
  const posts = (kind: 'blog' | 'talk') => blogs.filter((b) => b.kind === kind);

  return {
    exportedAt: new Date().toISOString(),
    // What was proven, as everyone else is shown it: verified while any badge stands (users-repository's proofOf).
    account: { id: user.id, email: user.email, role: user.role, createdAt: user.created_at, ...proofOf(user) },
    profile: { ...parseProfile(user.profile), profilePic: mediaUrl(user.profile_pic) },
    videos: videos.map((v) => ({
      id: v.id,
      title: v.title,
      description: v.description,
      videoUrl: mediaUrl(v.video_file),
      posterUrl: mediaUrl(v.poster_file),
      mimeType: v.mime_type,
      sizeBytes: Number(v.size_bytes),
      createdAt: v.created_at,
    })),
    blogs: posts('blog').map((b) => ({
      id: b.id,
      title: b.title,
      summary: b.summary,
      content: b.content,
      coverImage: mediaUrl(b.cover_image),
      createdAt: b.created_at,
    })),
    talks: posts('talk').map((t) => ({ id: t.id, title: t.title, createdAt: t.created_at })),
    comments: [
      ...videoComments.map((c) => ({ id: c.id, on: 'video', targetId: c.video_id, text: c.text, createdAt: c.created_at })),
      ...talkComments.map((c) => ({ id: c.id, on: 'talk', targetId: c.talk_id, text: c.text, createdAt: c.created_at })),
    ],
    likes: likes.map((l) => ({ videoId: l.video_id, createdAt: l.created_at })),
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.sender_id === userId ? 'sent' : 'received',
      with: person(m.sender_id === userId ? m.receiver_id : m.sender_id),
      text: m.text,
      createdAt: m.created_at,
      readAt: m.read_at,
    })),
    connections: connections.map((c) => ({ with: person(c.peer_id), since: c.created_at })),
    requests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      direction: r.requester_id === userId ? 'sent' : 'received',
      with: person(r.requester_id === userId ? r.target_id : r.requester_id),
      status: r.status,
      note: r.note,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      type: n.type,
      message: n.message,
      read: n.is_read === 1,
      link: n.link,
      createdAt: n.created_at,
    })),
    blocks: blocks.map((b) => ({ person: person(b.blocked_id), since: b.created_at })),
    sessions: sessions.map((s) => ({
      device: deviceLabel(s.user_agent),
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      endedAt: s.ended_at,
    })),
    contactMessages: contact.map((c) => ({ name: c.name, email: c.email, message: c.message, createdAt: c.created_at })),
    ...jobs,
    reports: reports.map((r) => ({
      id: r.id,
      targetType: r.target_type,
      targetId: r.target_id,
      category: r.category,
      comment: r.comment,
      status: r.status,
      createdAt: r.created_at,
      decidedAt: r.decided_at,
    })),
    verifications: verifications.map((v) => ({
      id: v.id,
      kind: v.kind,
      status: v.status,
      evidence: JSON.parse(v.evidence) as unknown,
      reason: v.reason,
      document: v.document_name ? { name: v.document_name, size: Number(v.document_size) } : null,
      createdAt: v.created_at,
      decidedAt: v.decided_at,
    })),
    appeals: appeals.map((a) => ({
      id: a.id,
      reportId: a.report_id,
      decision: a.decision,
      reason: a.reason,
      status: a.status,
      createdAt: a.created_at,
      deadlineAt: a.deadline_at,
      resolvedAt: a.resolved_at,
    })),
  };
}

/** Said in the export beside the applications: the résumé files themselves are not in it. */
export const RESUMES_NOT_INCLUDED =
  'Résumé files are not included in this download: each application names the résumé it was sent with (resume.fileName). ' +
  'Open one from your applications (/applications) while signed in.';

/**
 * The person's own side of the job board (DESIGN §7.3): the applications they made (the job, its
 * startup, their note, the status and every change of it, with the résumé's name but not the file),
 * the jobs they saved and their job alerts. Each read walks an index from the person's id (the
 * applicant's, the saver's, the alert owner's), then looks up jobs and startups by primary key and
 * the applications' histories by application id.
 */
async function jobsOf(db: Database, userId: string) {
  const now = new Date();
  const [applications, saved, alerts] = await Promise.all([
    db
      .selectFrom('job_applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .innerJoin('startups as s', 's.id', 'a.startup_id')
      .select(['a.id', 'a.job_id', 'a.status', 'a.note', 'a.resume_name', 'a.resume_size', 'a.created_at', 'a.updated_at'])
      .select(['j.title as job_title', 'j.status as job_status', 'j.closes_at as job_closes_at', 's.slug as startup_slug', 's.name as startup_name'])
      .where('a.applicant_id', '=', userId)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('saved_jobs as sj')
      .innerJoin('jobs as j', 'j.id', 'sj.job_id')
      .innerJoin('startups as s', 's.id', 'j.startup_id')
      .select(['sj.job_id', 'sj.created_at', 'j.title', 'j.status', 'j.closes_at', 's.slug as startup_slug', 's.name as startup_name'])
      .where('sj.user_id', '=', userId)
      .orderBy('sj.id')
      .execute(),
    listAlerts(db, userId),
  ]);
  const history = await historiesOf(db, applications.map((a) => a.id));
  return {
    jobApplications: applications.map((a) => ({
      id: a.id,
      job: { id: a.job_id, title: a.job_title, status: statusAt({ status: a.job_status, closes_at: a.job_closes_at }, now) },
      startup: { slug: a.startup_slug, name: a.startup_name },
      status: a.status,
      note: a.note,
      resume: { fileName: a.resume_name, sizeBytes: Number(a.resume_size), fileIncluded: false },
      createdAt: a.created_at,
      updatedAt: a.updated_at,
      history: history.get(a.id) ?? [],
    })),
    resumes: RESUMES_NOT_INCLUDED,
    savedJobs: saved.map((j) => ({
      job: { id: j.job_id, title: j.title, status: statusAt(j, now) },
      startup: { slug: j.startup_slug, name: j.startup_name },
      savedAt: j.created_at,
    })),
    // Oldest first, as every other list of the export.
    jobAlerts: alerts.reverse().map((row) => {
      const { _id, label, q, skills, city, workplace, kind, minCtc, createdAt, lastCheckedAt } = alertView(row);
      return { id: _id, label, search: { q, skills, city, workplace, kind, minCtc }, createdAt, lastCheckedAt };
    }),
  };
}

/** Each application's statuses, oldest first, as the applicant sees them (who made a change is not said). */
async function historiesOf(db: Database, applicationIds: readonly string[]) {
  const histories = new Map<string, { status: string; at: string; reason: string | null; note: string | null }[]>();
  // Parts keep each statement under SQLite's parameter limit.
  for (const part of inParts(applicationIds, 500)) {
    const rows = await db
      .selectFrom('application_events')
      .select(['application_id', 'status', 'at', 'reason', 'note'])
      .where('application_id', 'in', part)
      .orderBy('application_id')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = histories.get(row.application_id) ?? [];
      list.push({ status: row.status, at: row.at, reason: row.reason, note: row.note });
      histories.set(row.application_id, list);
    }
  }
  return histories;
}

/** Messages sent from the Contact page with the account's email (stored as typed, so compared lower-cased). */
function contactMessagesOf(db: Database, email: string) {
  return db.selectFrom('contact_messages').where(sql`lower(email)`, '=', email);
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;

async function peopleById(db: Database, ids: string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  const names = new Map<string, string | null>();
  // Chunks keep each statement under SQLite's parameter limit.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db.selectFrom('users').select(['id', 'profile']).where('id', 'in', unique.slice(i, i + 500)).execute();
    for (const row of rows) names.set(row.id, publicName(row.profile));
  }
  return names;
}

function publicName(profile: string): string | null {
  const username = parseProfile(profile).Username;
  return typeof username === 'string' && username.trim() ? username.trim() : null;
}

export interface DeletedAccount {
  /** Media files the account named, for the caller to remove once the rows are gone. */
  files: string[];
  /** Every session the account had, for the caller to close their sockets. */
  sessionIds: string[];
}

/**
 * Deletes an account and everything of it in one transaction; answers what the caller must clear
 * outside the database. Messages stay for the other party (migration
 * 0009) unless both sides are now gone; notifications another person got about this one go.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeletedAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['email', 'profile_pic']).where('id', '=', userId).executeTakeFirst();
    if (!user) return undefined;
    const [videos, covers, sessions] = await Promise.all([
      trx.selectFrom('videos').select(['video_file', 'poster_file']).where('user_id', '=', userId).execute(),
      trx.selectFrom('blogs').select('cover_image').where('user_id', '=', userId).where('cover_image', 'is not', null).execute(),
      trx.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    ]);
    const others = trx.selectFrom('users').select('id').where('id', '!=', userId);
    await trx
      .deleteFrom('messages')
      .where((eb) =>
        eb.or([
          eb.and([eb('sender_id', '=', userId), eb('receiver_id', 'not in', others)]),
          eb.and([eb('receiver_id', '=', userId), eb('sender_id', 'not in', others)]),
        ]),
      )
      .execute();
    await trx.deleteFrom('notifications').where('actor_id', '=', userId).execute();
    await trx.deleteFrom('sign_in_failures').where('email', '=', user.email).execute();
    await trx.deleteFrom('contact_messages').where(sql`lower(email)`, '=', user.email).execute();
    // Everything else of the user goes with the row (ON DELETE CASCADE): videos with their likes and
    // comments, blogs and talks with theirs, the user's own likes and comments, connections,
    // requests, notifications, sessions, resets, idempotency keys and blocks either way.
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    const files = [
      ...(user.profile_pic ? [user.profile_pic] : []),
      ...videos.flatMap((v) => (v.poster_file ? [v.video_file, v.poster_file] : [v.video_file])),
      ...covers.flatMap((b) => (b.cover_image ? [b.cover_image] : [])),
    ];
    return { files, sessionIds: sessions.map((session) => session.id) };
  });
}
