import { describe, expect, it } from 'vitest';
import type { User } from '../../types/api';
import { discoverySearchOf, filtersFrom, matchesFilters } from './discovery-filters';

const person = (details: Omit<User['profiledetails'], 'profilePic'>): User => ({ _id: 'a', role: 'Hustler', verified: false, profiledetails: { profilePic: null, ...details } });

describe('filtersFrom', () => {
  it("takes the kind's own filters from the URL, trimmed, and drops choices the list does not offer", () => {
    expect(filtersFrom('hustler', { stage: 'preSeed', skills: ' Networking ', investorType: 'curious', q: 'x' })).toEqual({
      stage: 'preSeed',
      skills: 'Networking',
    });
    expect(filtersFrom('investor', { investorType: 'whale', interestAreas: 'Something Else' })).toEqual({ interestAreas: 'Something Else' });
    expect(filtersFrom('jobseeker', { desiredRole: '' })).toEqual({});
  });
});

describe('matchesFilters (offline)', () => {
  it('judges a saved profile as the server does', () => {
    const hustler = person({ currentStage: 'preSeed', skills: ['Networking', 'Fast Execution'] });
    expect(matchesFilters(hustler, { stage: 'preseed' })).toBe(true);
    expect(matchesFilters(hustler, { stage: 'seed' })).toBe(false);
    expect(matchesFilters(hustler, { skills: 'networking', stage: 'preSeed' })).toBe(true);
    expect(matchesFilters(hustler, { skills: 'Network' })).toBe(false);
    const investor = person({ interestAreas: ['Tech and App Development'], investorType: 'curious' });
    expect(matchesFilters(investor, { interestAreas: 'Tech and App Development', investorType: 'curious' })).toBe(true);
    expect(matchesFilters(investor, { investorType: 'visionary' })).toBe(false);
    expect(matchesFilters(person({ desiredRole: 'Senior Data Analyst' }), { desiredRole: 'data analyst' })).toBe(true);
  });
});

describe('discoverySearchOf (the route\'s search, read by its loader)', () => {
  it('keeps the search text as typed and the kind\'s filters, and nothing else', () => {
    expect(discoverySearchOf('hustler', { q: ' ana ', stage: 'seed', desiredRole: 'x', page: 2 })).toEqual({ q: ' ana ', stage: 'seed' });
    expect(discoverySearchOf('jobseeker', { q: 42 })).toEqual({ q: '42' });
    expect(discoverySearchOf('cofounder', { q: '' })).toEqual({});
  });
});
