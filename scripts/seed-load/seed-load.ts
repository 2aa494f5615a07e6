import { withBulkTextIndexing } from '@startupsetu/server-core/db/bulk-text-indexing';
import type { Database } from '@startupsetu/server-core/db/database';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import type { Progress } from './batches';
import { roleOf } from './load-people';
import { seedApplications } from './seed-applications';
import { seedJobs } from './seed-jobs';
import { seedMessages } from './seed-messages';
import { seedNotifications } from './seed-notifications';
import { seedUsers } from './seed-users';
import { seedVideos } from './seed-videos';

export interface LoadCounts {
  users: number;
  videos: number;
  messages: number;
  notifications: number;
  /** Jobs of a hundred startups (the heavy user saves every tenth); 0 when left out. */
  jobs?: number;
  /**
   * Applications to those jobs with their events (seed-applications.ts): a tenth the heavy user's,
   * a quarter to one job of the heavy user's startup; 0 when left out. Needs jobs.
   */
  applications?: number;
}

/** Rows a benchmark asks for by id; each undefined when its kind was not seeded. */
export interface LoadIds {
  /** The heavy user's startup (they are its only member, an admin) and the next one (someone else's when there are other Hustlers). */
  ownStartupSlug?: string;
  otherStartupSlug?: string;
  /** The heavy user's startup's job with the big pipeline (a quarter of the applications). */
  pipelineJobId?: string;
}

export interface LoadSummary {
  /** User ids by person number; person 0 is the heavy user. */
  userIds: string[];
  ids: LoadIds;
  /** Seconds each phase took. */
  seconds: Record<keyof LoadCounts, number>;
}

/**
 * `npm run seed:load`'s work: the people, then videos, messages, notifications, jobs and
 * applications, each written through the repository the services write them with (applications
 * as the rows its calls leave, in batches: see seed-applications.ts). Run it on an empty database:
 * the emails are fixed, so a second run stops at the first person that already exists.
 */
export async function seedLoad(db: Database, media: MediaStorage, counts: LoadCounts, progress?: Progress): Promise<LoadSummary> {
  if (counts.users < 1) throw new Error('--users must be at least 1 (the heavy user)');
  const seconds = { users: 0, videos: 0, messages: 0, notifications: 0, jobs: 0, applications: 0 };
  const timed = async <T>(phase: keyof LoadCounts, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    seconds[phase] = (performance.now() - started) / 1000;
    return result;
  };
  const userIds = await timed('users', () => withBulkTextIndexing(db, () => seedUsers(db, counts.users, progress)));
  await timed('videos', () => withBulkTextIndexing(db, () => seedVideos(db, media, userIds, counts.videos, progress)));
  await timed('messages', () => seedMessages(db, userIds, counts.messages, progress));
  await timed('notifications', () => seedNotifications(db, userIds, counts.notifications, progress));
  const hustlerIds = userIds.filter((_, index) => roleOf(index) === 'Hustler');
  const jobs = await timed('jobs', () => seedJobs(db, hustlerIds, userIds[0]!, counts.jobs ?? 0, progress));
  const applications = await timed('applications', () => seedApplications(db, userIds, jobs, counts.applications ?? 0, progress));
  const ids: LoadIds = { ownStartupSlug: jobs.startups[0]?.slug, otherStartupSlug: jobs.startups[1]?.slug, pipelineJobId: applications.pipelineJobId };
  return { userIds, ids, seconds };
}
