import { describe, expect, it } from 'vitest';
import { HttpError } from '@startupsetu/server-core/errors';
import { assertPasswordRules, loadCommonPasswords, PASSWORD_RULE_MESSAGES, passwordRuleBroken } from './password-rules';

const email = 'Asha.Rao@Example.in';

describe('password rules', () => {
  it('accepts a long, uncommon password that is not the email', async () => {
    expect(await passwordRuleBroken('correct horse battery staple', email)).toBeUndefined();
    expect(await passwordRuleBroken('pitch-deck-2025', email)).toBeUndefined();
  });

  it('refuses fewer than 8 characters, counting characters as a person does', async () => {
    expect(await passwordRuleBroken('', email)).toBe('Password must be at least 8 characters');
    expect(await passwordRuleBroken('x7#kQ2!', email)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    // Four emoji are eight UTF-16 units but four characters.
    expect(await passwordRuleBroken('🦊🦊🦊🦊', email)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    expect(await passwordRuleBroken('x7#kQ2!p', email)).toBeUndefined();
  });

  it('refuses more than 128 characters', async () => {
    expect(await passwordRuleBroken('q'.repeat(127) + 'Z', email)).toBeUndefined();
    expect(await passwordRuleBroken('q'.repeat(128) + 'Z', email)).toBe('Password must be at most 128 characters');
  });

  it('refuses a password made only of spaces, tabs or line breaks, and takes one with spaces in it', async () => {
    expect(await passwordRuleBroken(' '.repeat(8), email)).toBe('Password must not be only spaces');
    expect(await passwordRuleBroken('\t \n \u00a0\u3000  ', email)).toBe(PASSWORD_RULE_MESSAGES.onlySpaces);
    expect(await passwordRuleBroken(' '.repeat(128), email)).toBe(PASSWORD_RULE_MESSAGES.onlySpaces);
    expect(await passwordRuleBroken('   x7#kQ2!p   ', email)).toBeUndefined();
    // Too short is said first: it is what the person fixes first.
    expect(await passwordRuleBroken('   ', email)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
  });

  it('refuses the email and its local part, whatever the case and surrounding spaces', async () => {
    expect(await passwordRuleBroken('asha.rao@example.in', email)).toBe('Password must not be your email');
    expect(await passwordRuleBroken('  ASHA.RAO@EXAMPLE.IN ', email)).toBe(PASSWORD_RULE_MESSAGES.isEmail);
    expect(await passwordRuleBroken('Asha.Rao', email)).toBe(PASSWORD_RULE_MESSAGES.isEmail);
    expect(await passwordRuleBroken('asha.rao-2025', email)).toBeUndefined();
  });

  it('refuses the 10,000 most common passwords whatever their case, and only those', async () => {
    expect(await passwordRuleBroken('password1', email)).toBe('This password is too common. Choose one that is harder to guess.');
    expect(await passwordRuleBroken('PassWord1', email)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    expect(await passwordRuleBroken('iloveyou', email)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    expect(await passwordRuleBroken('baseball1', email)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    const common = await loadCommonPasswords();
    expect(common.size).toBeGreaterThan(9_900);
    expect(common.size).toBeLessThanOrEqual(10_000);
    expect(common.has('12345678')).toBe(true);
  });

  it('checks the rules in order: length before email before commonness', async () => {
    expect(await passwordRuleBroken('asha', 'asha@example.in')).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    expect(await passwordRuleBroken('password', 'password@example.in')).toBe(PASSWORD_RULE_MESSAGES.isEmail);
  });

  it('loads the list once', async () => {
    expect(loadCommonPasswords()).toBe(loadCommonPasswords());
  });

  it('throws a 400 naming the field', async () => {
    const error = await assertPasswordRules('short', email, 'newPassword').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: PASSWORD_RULE_MESSAGES.tooShort, field: 'newPassword' });
    await expect(assertPasswordRules(' '.repeat(8), email, 'password')).rejects.toMatchObject({ status: 400, message: PASSWORD_RULE_MESSAGES.onlySpaces, field: 'password' });
    await expect(assertPasswordRules('a fine long passphrase', email, 'password')).resolves.toBeUndefined();
  });
});
