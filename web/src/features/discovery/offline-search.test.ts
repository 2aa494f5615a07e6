import { describe, expect, it } from 'vitest';
import type { User } from '../../types/api';
import { matchesSearch } from './offline-search';

const user = (details: Omit<User['profiledetails'], 'profilePic'>): User => ({
  _id: '1',
  email: 'a@example.in',
  role: 'Cofounder',
  verified: false,
  profiledetails: { profilePic: null, ...details },
});

describe('offline search of cached profiles', () => {
  const asha = user({ Username: 'Asha Rao', bio: 'Building cold chains in Pune', skills: ['Fast Execution', 'Networking'] });

  it('matches the name, a skill or the bio, in any case', () => {
    expect(matchesSearch(asha, 'asha')).toBe(true);
    expect(matchesSearch(asha, 'NETWORK')).toBe(true);
    expect(matchesSearch(asha, 'cold chain')).toBe(true);
    expect(matchesSearch(asha, '  pune ')).toBe(true);
  });

  it('does not match other fields or other words', () => {
    expect(matchesSearch(asha, 'a@example.in')).toBe(false);
    expect(matchesSearch(asha, 'Jaipur')).toBe(false);
  });

  it("reads an investor's display name and a job seeker's about-me", () => {
    expect(matchesSearch(user({ displayName: 'Vikram Angel' }), 'vikram')).toBe(true);
    expect(matchesSearch(user({ aboutMe: 'Loves fintech' }), 'fintech')).toBe(true);
  });

  it('keeps everyone for an empty search', () => {
    expect(matchesSearch(user({}), '   ')).toBe(true);
  });
});
