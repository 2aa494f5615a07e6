// Commit subjects of at most 72 characters (DESIGN §7.1, issue 40), part of `npm run lint`: every
// commit from BASE (the first of the rule's era) to HEAD. A clone without that history (CI clones
// main shallow) says so and checks HEAD's own subject only.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT_LENGTH = 72;
/** The first commit made under the rule; the ones before it are left as they are. */
export const BASE = 'e6a0b00';

/** The subjects over `max` characters (counted as characters, not bytes), in the order given. */
export function longSubjects(subjects, max = MAX_SUBJECT_LENGTH) {
  return subjects.filter((subject) => [...subject].length > max);
}

/** What the check says of the subjects it read: null when they all fit. */
export function subjectReport(subjects, max = MAX_SUBJECT_LENGTH) {
  const long = longSubjects(subjects, max);
  if (long.length === 0) return null;
  const lines = long.map((subject) => `  ${[...subject].length} characters: ${subject}`);
  return [`${long.length} commit subject${long.length === 1 ? ' is' : 's are'} over ${max} characters (say the why in the body):`, ...lines].join('\n');
}

/**
 * The subjects to check in the repository at `cwd`, and which commits they are: from `base` on, `base`
 * itself included (HEAD's history without `base`'s parents, so a clone cut at `base` works too). A
 * clone that lacks `base`, or whose HEAD does not descend from it, gives HEAD's own subject only.
 */
export function subjectsToCheck(base = BASE, cwd = process.cwd()) {
  const git = (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const succeeds = (args) => {
    try {
      git(args);
      return true;
    } catch {
      return false;
    }
  };
  if (!succeeds(['cat-file', '-e', `${base}^{commit}`]) || !succeeds(['merge-base', '--is-ancestor', base, 'HEAD'])) {
    return { from: `HEAD only: ${base}, where the rule starts, is not in this clone's history`, subjects: [git(['log', '-1', '--format=%s', 'HEAD']).trimEnd()] };
  }
  const out = git(['log', '--format=%s', 'HEAD', '--not', `${base}^@`]);
  return { from: `${base}^..HEAD`, subjects: out.split('\n').filter((line) => line !== '') };
}

function main() {
  const { from, subjects } = subjectsToCheck();
  const report = subjectReport(subjects);
  if (report) {
    console.error(`commit-subjects (${from}): ${report}`);
    process.exitCode = 1;
    return;
  }
  console.log(`commit-subjects (${from}): ${subjects.length} subject${subjects.length === 1 ? '' : 's'}, none over ${MAX_SUBJECT_LENGTH} characters`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
