import type { LoadCounts } from './seed-load';

const NAMES: readonly (keyof LoadCounts)[] = ['users', 'videos', 'messages', 'notifications', 'jobs', 'applications'];
const LIMIT = 100_000_000;

export const USAGE =
  'usage: npm run seed:load -- --users N --videos N --messages N --notifications N --jobs N --applications N (each defaults to 0, --users to 1; N may be written 1_000_000 or 1e6)';

/** The counts from `--name N` (or `--name=N`) arguments; throws a message naming the bad one. */
export function parseLoadCounts(args: readonly string[]): LoadCounts {
  const counts: Required<LoadCounts> = { users: 1, videos: 0, messages: 0, notifications: 0, jobs: 0, applications: 0 };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '') as keyof LoadCounts;
    if (!flag.startsWith('--') || !NAMES.includes(name)) throw new Error(`Unknown argument ${args[i]}`);
    const text = inline ?? args[++i];
    const value = Number(text?.replaceAll('_', ''));
    if (text === undefined || !Number.isInteger(value) || value < 0 || value > LIMIT) {
      throw new Error(`--${name} needs a whole number from 0 to ${LIMIT.toLocaleString('en')}, not ${text ?? 'nothing'}`);
    }
    counts[name] = value;
  }
  if (counts.users < 1) throw new Error('--users must be at least 1 (the heavy user)');
  if (counts.messages > 0 && counts.users < 2) throw new Error('Messages need at least 2 users (--users 2 or more)');
  if (counts.applications > 0 && counts.users < 2) throw new Error('Applications need at least 2 users (--users 2 or more)');
  if (counts.applications > 0 && counts.jobs < 1) throw new Error('Applications need jobs (--jobs 1 or more)');
  return counts;
}
