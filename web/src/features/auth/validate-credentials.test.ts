import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials';

describe('validateCredentials', () => {
  it('accepts an email and a password', () => {
    expect(validateCredentials(' asha@example.in ', 'secret')).toEqual({});
  });

  it('asks for a missing email and password', () => {
    expect(validateCredentials('  ', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('rejects an email without a domain', () => {
    expect(validateCredentials('asha@', 'secret').email).toBe('Please enter a valid email address');
    expect(validateCredentials('asha example.in', 'secret').email).toBe('Please enter a valid email address');
  });
});
