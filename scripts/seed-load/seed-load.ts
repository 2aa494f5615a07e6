import { withBulkTextIndexing } from '@startupsetu/server-core/db/bulk-text-indexing';
import type { Database } from '@startupsetu/server-core/db/database';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import type { Progress } from './batches';
import { roleOf } from './load-people';
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
}

export interface LoadSummary {
  /** User ids by person number; person 0 is the heavy user. */
  userIds: string[];
  /** Seconds each phase took. */
  seconds: Record<keyof LoadCounts, number>;
}

/**
 * `npm run seed:load`'s work: the people, then videos, messages, notifications and jobs, each written
 * through the repository the services write them with. Run it on an empty database: the emails
 * are fixed, so a second run stops at the first person that already exists.
 */
export async function seedLoad(db: Database, media: MediaStorage, counts: LoadCounts, progress?: Progress): Promise<LoadSummary> {
  if (counts.users < 1) throw new Error('--users must be at least 1 (the heavy user)');
  const seconds = { users: 0, videos: 0, messages: 0, notifications: 0, jobs: 0 };
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
  await timed('jobs', () => seedJobs(db, hustlerIds, userIds[0]!, counts.jobs ?? 0, progress));
  return { userIds, seconds };
}
