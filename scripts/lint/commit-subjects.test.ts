import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { longSubjects, MAX_SUBJECT_LENGTH, subjectReport, subjectsToCheck } from './commit-subjects.mjs';

const ofLength = (length: number) => 'a'.repeat(length);

describe('commit subjects', () => {
  it('allows 72 characters and refuses 73', () => {
    expect(MAX_SUBJECT_LENGTH).toBe(72);
    expect(longSubjects([ofLength(72), ofLength(73), ''])).toEqual([ofLength(73)]);
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    const rupees = '₹'.repeat(72);
    const faces = '😀'.repeat(72);
    expect(longSubjects([rupees, faces])).toEqual([]);
    expect(longSubjects([`${faces}😀`])).toHaveLength(1);
  });

  it('names each subject over the limit with its length, and says nothing when all fit', () => {
    const long = `Fix ${ofLength(80)}`;
    const report = subjectReport(['Refuse a password made only of spaces', long]);

    expect(report).toContain('1 commit subject is over 72 characters');
    expect(report).toContain(`84 characters: ${long}`);
    expect(report).not.toContain('Refuse a password');
    expect(subjectReport(['Refuse a password made only of spaces'])).toBeNull();
  });
});

describe('the commits checked', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-subjects-'));
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const repo = join(dir, 'repo');
  execFileSync('git', ['init', '-q', repo]);
  const commit = (subject: string) => {
    git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', subject);
    return git(repo, 'rev-parse', 'HEAD');
  };
  commit(`An old subject from before the rule, far too long to be allowed ${ofLength(20)}`);
  const base = commit('Start the rule');
  commit('Go on under it');

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the subjects from the base on, the base included', () => {
    expect(subjectsToCheck(base, repo)).toEqual({ from: `${base}^..HEAD`, subjects: ['Go on under it', 'Start the rule'] });
  });

  it('checks only HEAD’s subject in a clone without the base, and says so', () => {
    const shallow = join(dir, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow], { stdio: 'ignore' });

    const checked = subjectsToCheck(base, shallow);

    expect(checked.subjects).toEqual(['Go on under it']);
    expect(checked.from).toContain('HEAD only');
  });

  it('reads a clone cut at the base from the base on', () => {
    const cut = join(dir, 'cut');
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${repo}`, cut], { stdio: 'ignore' });

    expect(subjectsToCheck(base, cut).subjects).toEqual(['Go on under it', 'Start the rule']);
  });
});
