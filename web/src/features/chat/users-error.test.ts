import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { UnexpectedReplyError } from './api/chat-queries';
import { usersErrorText } from './users-error';

describe('usersErrorText (spec §8, users list)', () => {
  it('names each way the list can fail', () => {
    expect(usersErrorText(new ApiError(500, 'boom', null))).toBe('Failed to fetch users');
    expect(usersErrorText(new ApiError(403, '', null))).toBe('Failed to fetch users');
    expect(usersErrorText(new UnexpectedReplyError())).toBe('Unexpected response format');
    expect(usersErrorText(new NetworkError(new TypeError('offline')))).toBe('Error fetching users');
  });
});
