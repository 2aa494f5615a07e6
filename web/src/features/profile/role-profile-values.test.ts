import { describe, expect, it } from 'vitest';
import { buildRoleFormData, roleUpdateDetails, roleUpdateFields, roleValuesFromProfile } from './role-profile-values';

describe('roleUpdateFields', () => {
  it("gives each role its own onboarding fields, and the Hustler none (the spec's form)", () => {
    expect(roleUpdateFields('Investor')!.map((field) => field.name)).toEqual([
      'Username',
      'contactEmail',
      'phoneno',
      'investorType',
      'interestAreas',
      'explorationPreference',
      'excitement',
    ]);
    expect(roleUpdateFields('Cofounder')!.map((field) => field.name)).toContain('superpower');
    expect(roleUpdateFields('Jobseeker')!.map((field) => field.name)).toContain('desiredRole');
    expect(roleUpdateFields('Hustler')).toBeNull();
  });
});

describe('buildRoleFormData', () => {
  const fields = roleUpdateFields('Investor')!;
  const initial = roleValuesFromProfile(fields, {
    Username: 'Ira',
    interestAreas: ['Something Else'],
    explorationPreference: 7,
    investorType: 'curious',
  });

  it('prefills from the profile', () => {
    expect(initial).toMatchObject({ Username: 'Ira', interestAreas: ['Something Else'], explorationPreference: '7', investorType: 'curious', excitement: '' });
  });

  it('sends only the changed fields, a multi-choice once per option', () => {
    const form = buildRoleFormData(fields, initial, { ...initial, interestAreas: ['Tech and App Development', 'Something Else'], excitement: ' AI ' }, null);
    expect([...form.entries()]).toEqual([
      ['interestAreas', 'Tech and App Development'],
      ['interestAreas', 'Something Else'],
      ['excitement', 'AI'],
    ]);
  });

  it('clears a multi-choice with one empty entry, and sends nothing when nothing changed', () => {
    expect([...buildRoleFormData(fields, initial, { ...initial, interestAreas: [] }, null).entries()]).toEqual([['interestAreas', '']]);
    expect([...buildRoleFormData(fields, initial, initial, null).entries()]).toEqual([]);
  });

  it('joins a co-founder’s skills with commas', () => {
    const cofounder = roleUpdateFields('Cofounder')!;
    const start = roleValuesFromProfile(cofounder, { skills: ['Go'] });
    expect(start.skills).toBe('Go');
    expect(buildRoleFormData(cofounder, start, { ...start, skills: 'Go, Rust ,' }, null).get('skills')).toBe('Go,Rust');
  });
});

describe("an investor's fields of what founders look for (DESIGN §7.4)", () => {
  const fields = [...roleUpdateFields('Investor')!, ...roleUpdateDetails('Investor')];
  const initial = roleValuesFromProfile(fields, { chequeMin: 2_500_000, stages: ['seed'], portfolio: [{ name: 'PaySetu', url: 'https://paysetu.in' }] });

  it('come after the spec’s fields, for investors only', () => {
    expect(roleUpdateDetails('Investor').map((field) => field.name)).toEqual(['firm', 'bio', 'chequeMin', 'chequeMax', 'stages', 'sectors', 'cities', 'portfolio']);
    expect(roleUpdateDetails('Cofounder')).toEqual([]);
  });

  it('prefill amounts as digits and the portfolio as rows', () => {
    expect(initial).toMatchObject({ chequeMin: '2500000', chequeMax: '', stages: ['seed'], portfolio: [JSON.stringify(['PaySetu', 'https://paysetu.in'])] });
  });

  it('send a cleared amount blank and the portfolio as JSON, only when changed', () => {
    expect([...buildRoleFormData(fields, initial, initial, null).entries()]).toEqual([]);
    const form = buildRoleFormData(fields, initial, { ...initial, chequeMin: '', portfolio: [] }, null);
    expect([...form.entries()]).toEqual([
      ['chequeMin', ''],
      ['portfolio', '[]'],
    ]);
  });
});
