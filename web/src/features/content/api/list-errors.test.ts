import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { blogsErrorText, NoTokenError, shouldRetry, talksErrorText, UnsuccessfulReplyError, videosErrorText } from './list-errors';

describe('videosErrorText (spec §8)', () => {
  it('names a missing token', () => {
    expect(videosErrorText(new NoTokenError())).toBe('No token found, please log in.');
  });

  it("shows the server's message, else 'Failed to load videos.'", () => {
    expect(videosErrorText(new ApiError(500, 'Database down', null))).toBe('Database down');
    expect(videosErrorText(new ApiError(500, '', null))).toBe('Failed to load videos.');
    expect(videosErrorText(new UnsuccessfulReplyError('No videos for you'))).toBe('No videos for you');
    expect(videosErrorText(new UnsuccessfulReplyError())).toBe('Failed to load videos.');
  });

  it('says fetching failed when there was no answer', () => {
    expect(videosErrorText(new NetworkError(new Error('offline')))).toBe('An error occurred while fetching videos.');
  });
});

describe('blogsErrorText (spec §8)', () => {
  it('gives the HTTP status, else a generic failure', () => {
    expect(blogsErrorText(new ApiError(503, 'x', null))).toBe('HTTP error! status: 503');
    expect(blogsErrorText(new NetworkError(new Error('offline')))).toBe('Failed to fetch blogs.');
    expect(blogsErrorText(new UnsuccessfulReplyError())).toBe('Failed to fetch blogs.');
    expect(blogsErrorText(new NoTokenError())).toBe('No token found, please log in.');
  });
});

describe('talksErrorText', () => {
  it('names a missing token, else says loading failed', () => {
    expect(talksErrorText(new NoTokenError())).toBe('No token found, please log in.');
    expect(talksErrorText(new ApiError(500, '', null))).toBe('Failed to load talks.');
  });
});

describe('shouldRetry', () => {
  it('retries only what asking again might fix, twice', () => {
    expect(shouldRetry(0, new NetworkError(null))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, '', null))).toBe(true);
    expect(shouldRetry(2, new NetworkError(null))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, '', null))).toBe(false);
    expect(shouldRetry(0, new NoTokenError())).toBe(false);
    expect(shouldRetry(0, new UnsuccessfulReplyError())).toBe(false);
  });
});
