import { describe, expect, it } from 'vitest';
import { emailName, explorationLabel, listOf, profileName, stageLabel } from './profile-text';

describe('profileName', () => {
  it('uses the Username when there is one', () => {
    expect(profileName({ email: 'asha@example.in', profiledetails: { Username: ' Asha Rao ' } })).toBe('Asha Rao');
  });

  it("falls back to the email's part before @ when the Username is missing or blank", () => {
    expect(profileName({ email: 'asha.rao@example.in', profiledetails: { profilePic: null } })).toBe('asha.rao');
    expect(profileName({ email: 'asha.rao@example.in', profiledetails: { Username: '   ' } })).toBe('asha.rao');
    expect(profileName({ email: 'asha.rao@example.in' })).toBe('asha.rao');
    expect(profileName({ email: 'ravi@fund.in', profiledetails: { displayName: 'Ravi Capital' } })).toBe('Ravi Capital');
  });

  it("says 'Unknown' for someone without a name in a list that leaves emails out", () => {
    expect(profileName({ profiledetails: { Username: '' } })).toBe('Unknown');
  });
});

describe('emailName', () => {
  it('keeps a string without an at-sign whole', () => {
    expect(emailName('nobody')).toBe('nobody');
  });
});

describe('listOf', () => {
  it('trims items and drops empty ones', () => {
    expect(listOf([' React ', '', 'Node'])).toEqual(['React', 'Node']);
    expect(listOf('React, Node,, ')).toEqual(['React', 'Node']);
    expect(listOf(undefined)).toEqual([]);
    expect(listOf(' , ,  ')).toEqual([]);
  });
});

describe('stageLabel', () => {
  it('puts both stage lists into words', () => {
    expect(stageLabel('preSeed')).toBe('Pre-Seed');
    expect(stageLabel('seriesA')).toBe('Series A');
    expect(stageLabel('Development')).toBe('Development');
    expect(stageLabel('ideation')).toBe('Ideation');
  });

  it('shows an unknown stage as written, and nothing for a missing one', () => {
    expect(stageLabel('Stealth')).toBe('Stealth');
    expect(stageLabel('')).toBeUndefined();
    expect(stageLabel(undefined)).toBeUndefined();
  });
});

describe('explorationLabel', () => {
  it('shows the 1–10 scale', () => {
    expect(explorationLabel(7)).toBe('7 / 10');
    expect(explorationLabel('5')).toBe('5 / 10');
    expect(explorationLabel(undefined)).toBeUndefined();
    expect(explorationLabel('')).toBeUndefined();
  });
});
