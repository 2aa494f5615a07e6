import { describe, expect, it } from 'vitest';
import { personLead, publicFields, roleName } from './person-fields';

describe('person fields', () => {
  it("lists a role's filled public fields in words, never the phone or contact email", () => {
    const fields = publicFields('Investor', {
      investorType: 'growthGuru',
      interestAreas: ['Tech and App Development'],
      explorationPreference: 7,
      phoneno: '555',
      contactEmail: 'x@example.com',
    });
    expect(fields).toEqual([
      { label: 'Investor Type', value: 'Growth Guru' },
      { label: 'Interest Areas', value: ['Tech and App Development'] },
      { label: 'Exploration Preference', value: '7 / 10' },
    ]);
  });

  it("shows a founder's stage in words and leaves empty fields out", () => {
    expect(publicFields('Hustler', { project: 'Setu', currentStage: 'preSeed', skills: [] })).toEqual([
      { label: 'Project', value: 'Setu' },
      { label: 'Current Stage', value: 'Pre-Seed' },
    ]);
  });

  it('names roles and picks the line under the name', () => {
    expect(roleName('Cofounder')).toBe('Co-founder');
    expect(roleName('Jobseeker')).toBe('Job Seeker');
    expect(personLead({ aboutMe: 'Keen learner' })).toBe('Keen learner');
    expect(personLead({})).toBeUndefined();
  });
});
