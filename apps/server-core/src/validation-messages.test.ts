import { describe, expect, it } from 'vitest';
import { describeValidationError } from './validation-messages';

describe('describeValidationError', () => {
  it.each([
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }, 'email is required', 'email'],
    [{ keyword: 'required', instancePath: '/profile', params: { missingProperty: 'bio' } }, 'profile.bio is required', 'profile.bio'],
    [{ keyword: 'type', instancePath: '/email', params: { type: 'string' } }, 'email must be a string', 'email'],
    [{ keyword: 'type', instancePath: '/actorId', params: { type: ['string', 'null'] } }, 'actorId must be a string or null', 'actorId'],
    [{ keyword: 'format', instancePath: '/email', params: { format: 'email' } }, 'email must be a valid email address', 'email'],
    [
      { keyword: 'enum', instancePath: '/role', params: { allowedValues: ['Hustler', 'Investor'] } },
      'role must be one of Hustler, Investor',
      'role',
    ],
    [{ keyword: 'minLength', instancePath: '/text', params: { limit: 1 } }, 'text must not be empty', 'text'],
    [{ keyword: 'maxItems', instancePath: '/skills', params: { limit: 5 } }, 'skills must have at most 5 items', 'skills'],
    [{ keyword: 'pattern', instancePath: '/ids/0', params: {} }, 'ids[0] is not in the expected format', 'ids[0]'],
  ])('describes %j', (issue, message, field) => {
    expect(describeValidationError(issue)).toEqual({ message, field });
  });

  it('names the request part when the whole part is wrong', () => {
    expect(describeValidationError({ keyword: 'type', instancePath: '', params: { type: 'object' } })).toEqual({
      message: 'Request body must be a JSON object',
    });
  });
});
