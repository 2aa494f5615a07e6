import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

describe('profile completeness', () => {
  it('counts an empty Hustler profile as nothing filled, the picture first among what is missing', () => {
    const result = profileCompleteness('Hustler', { profilePic: null });
    expect(result.percent).toBe(0);
    expect(result.missing[0]).toBe('Profile picture');
    expect(result.missing).toContain('Username');
  });

  it('counts chosen lists and typed text, and ignores blank text and empty lists', () => {
    const some = profileCompleteness('Hustler', { profilePic: '/media/a.png', Username: 'Asha', skills: ['Networking'], bio: '   ', project: '' });
    expect(some.missing).not.toContain('Profile picture');
    expect(some.missing).not.toContain('Username');
    expect(some.missing).toContain('Bio');
    expect(some.percent).toBeGreaterThan(0);
    expect(some.percent).toBeLessThan(100);
  });

  it('reaches 100 % when every part of the role form is filled', () => {
    const full = profileCompleteness('Cofounder', {
      profilePic: '/media/a.png',
      Username: 'Ravi',
      bio: 'Builder',
      phoneno: '9876543210',
      dreamProject: 'Cold chains',
      superpower: 'Sales',
      skills: ['Sales'],
    });
    expect(full.missing).toEqual([]);
    expect(full.percent).toBe(100);
  });
});
