import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem', () => {
  it("uses the server's words for length and the email", () => {
    expect(newPasswordProblem('short')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('🦊🦊🦊🦊🦊🦊🦊')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('y'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(newPasswordProblem('Asha@Example.in ', 'asha@example.in')).toBe('Password must not be your email');
    expect(newPasswordProblem('ASHA1234', 'asha1234@example.in')).toBe('Password must not be your email');
  });

  it("refuses a password made only of spaces, tabs or line breaks, in the server's words", () => {
    expect(newPasswordProblem(' '.repeat(8))).toBe('Password must not be only spaces');
    expect(newPasswordProblem('\t \n \u00a0\u3000  ', 'asha@example.in')).toBe('Password must not be only spaces');
    expect(newPasswordProblem('   ')).toBe('Password must be at least 8 characters');
  });

  it('accepts 8 to 128 characters that are not the email', () => {
    expect(newPasswordProblem('eight ch')).toBeUndefined();
    expect(newPasswordProblem('y'.repeat(128), 'asha@example.in')).toBeUndefined();
    expect(newPasswordProblem('asha1234-more', 'asha1234@example.in')).toBeUndefined();
  });
});
