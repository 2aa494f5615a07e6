import { describe, expect, it } from 'vitest';
import { privateDataIn, privateDataInHeaders, type PrivateDataRules } from './private-data';

// The reply audit is only as good as what it notices: each kind of leak, however deep.

const OWN_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZSJ9.c2lnbmF0dXJl';
const OTHER_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ5b3UifQ.b3RoZXI';

const rules: PrivateDataRules = {
  forbidden: ['+91-98765', 'scrypt$hash'],
  othersEmails: ['ravi@example.com'],
  allowOthersEmails: false,
  ownTokens: [OWN_TOKEN],
};

describe('privateDataIn', () => {
  it('passes a clean reply, and the caller’s own token', () => {
    expect(privateDataIn({ success: true, accessToken: OWN_TOKEN, data: [{ _id: 'a', profiledetails: { Username: 'Asha' } }] }, rules)).toEqual([]);
  });

  it.each([
    ['a forbidden value deep in an array', { data: [{ profiledetails: { phoneno: 'call +91-98765' } }] }, '$.data[0].profiledetails.phoneno'],
    ["another user's email", { users: [{ email: 'RAVI@example.com' }] }, '$.users[0].email'],
    ['a token that is not the caller’s', { note: `see ${OTHER_TOKEN}` }, '$.note'],
    ['an accessToken that is not the caller’s', { accessToken: 'opaque' }, '$.accessToken'],
    ['a key named like a secret', { user: { passwordHash: 'x' } }, '$.user.passwordHash'],
    ['a raw database column', { row: { user_id: 'u1' } }, '$.row.user_id'],
    ['a forbidden value used as a key', { 'scrypt$hash': 1 }, 'scrypt$hash'],
  ])('names %s', (_, reply, path) => {
    const problems = privateDataIn(reply, rules);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(path);
  });

  it("allows other users' emails where the route shows them, and key names in an API description", () => {
    expect(privateDataIn({ email: 'ravi@example.com' }, { ...rules, allowOthersEmails: true })).toEqual([]);
    expect(privateDataIn({ properties: { password: { type: 'string' } } }, { ...rules, checkKeyNames: false })).toEqual([]);
  });

  it('walks headers too', () => {
    expect(privateDataInHeaders(new Headers({ 'x-next-cursor': OTHER_TOKEN }), rules)).toHaveLength(1);
  });
});
