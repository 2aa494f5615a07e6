import { describe, expect, it } from 'vitest';
import type { User } from '../../types/api';
import { discoverySearchOf, filtersFrom } from './discovery-filters';
import { filterControlsOf } from './discovery-filter-controls';
import { matchesFilters } from './offline-search';

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

describe('the investor list’s filters of what founders look for (DESIGN §7.4)', () => {
  it('takes stage, sector, cheque size and city from the URL; a cheque size not offered is dropped', () => {
    expect(filtersFrom('investor', { stage: 'seed', sector: 'Fintech', cheque: '5000000', city: ' Pune ' })).toEqual({
      stage: 'seed',
      sector: 'Fintech',
      cheque: '5000000',
      city: 'Pune',
    });
    expect(filtersFrom('investor', { stage: 'Launch', cheque: '123', sector: 'Spacetech' })).toEqual({});
  });

  it('draws them as choices in words on the page', () => {
    const controls = filterControlsOf('investor');
    expect(controls.map((filter) => filter.name)).toEqual(['interestAreas', 'investorType', 'stage', 'sector', 'cheque', 'city']);
    const cheque = controls.find((filter) => filter.name === 'cheque')!;
    expect(cheque.options?.slice(3, 6)).toEqual([
      { value: '2500000', label: '₹25 L' },
      { value: '5000000', label: '₹50 L' },
      { value: '10000000', label: '₹1 Cr' },
    ]);
    expect(controls.find((filter) => filter.name === 'stage')!.options?.[1]).toEqual({ value: 'preSeed', label: 'Pre-Seed' });
    expect(controls.find((filter) => filter.name === 'city')!.options).toBeUndefined();
  });

  it('judges a saved investor offline as the server does', () => {
    const investor: User = {
      _id: 'i',
      role: 'Investor',
      verified: false,
      profiledetails: { profilePic: null, stages: ['seed'], sectors: ['Fintech'], cities: ['Pune'], chequeMin: 2_500_000, chequeMax: 10_000_000 },
    };
    expect(matchesFilters(investor, { stage: 'seed', sector: 'Fintech', cheque: '5000000', city: 'pune' })).toBe(true);
    expect(matchesFilters(investor, { stage: 'seriesA' })).toBe(false);
    expect(matchesFilters(investor, { cheque: '20000000' })).toBe(false);
    expect(matchesFilters({ ...investor, profiledetails: { profilePic: null } }, { cheque: '5000000' })).toBe(false);
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
