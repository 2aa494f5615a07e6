import { describe, expect, it } from 'vitest';
import { parseLoadCounts } from './load-counts';

describe('seed:load arguments', () => {
  it('reads each count, in either flag form, with digit separators', () => {
    expect(parseLoadCounts(['--users', '1_000', '--videos=10', '--messages', '1e6', '--notifications', '0', '--jobs', '2e3', '--applications=5_000'])).toEqual({
      users: 1000,
      videos: 10,
      messages: 1_000_000,
      notifications: 0,
      jobs: 2000,
      applications: 5000,
    });
  });

  it('defaults to the heavy user alone', () => {
    expect(parseLoadCounts([])).toEqual({ users: 1, videos: 0, messages: 0, notifications: 0, jobs: 0, applications: 0 });
  });

  it('names the argument it cannot use', () => {
    expect(() => parseLoadCounts(['--posts', '3'])).toThrow('Unknown argument --posts');
    expect(() => parseLoadCounts(['--users', 'many'])).toThrow('--users needs a whole number');
    expect(() => parseLoadCounts(['--videos'])).toThrow('not nothing');
    expect(() => parseLoadCounts(['--users', '1', '--messages', '5'])).toThrow('at least 2 users');
    expect(() => parseLoadCounts(['--users', '1', '--jobs', '5', '--applications', '5'])).toThrow('Applications need at least 2 users');
    expect(() => parseLoadCounts(['--users', '10', '--applications', '5'])).toThrow('Applications need jobs');
  });
});
