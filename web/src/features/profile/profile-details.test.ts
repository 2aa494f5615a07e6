import { describe, expect, it } from 'vitest';
import { extraDetails, roleDetails, roleLabel } from './profile-details';

describe('profile card texts', () => {
  it('writes roles as the product does', () => {
    expect(roleLabel('Cofounder')).toBe('Co-founder');
    expect(roleLabel('Jobseeker')).toBe('Job Seeker');
  });

  it('lists only the role details that are filled in', () => {
    expect(
      extraDetails({ investorType: 'wealthWizard', interestAreas: ['Something Else'], explorationPreference: 5, excitement: '' }),
    ).toEqual([
      { label: 'Investor Type', value: 'Wealth Wizard' },
      { label: 'Interest Areas', value: ['Something Else'] },
      { label: 'Exploration Preference', value: '5' },
    ]);
  });

  it("gives each non-Hustler role its own rows, empty ones too", () => {
    expect(roleDetails('Investor', { interestAreas: ['Tech and App Development'], investorType: 'growthGuru' })).toEqual([
      { label: 'Contact Email', value: '' },
      { label: 'Phone Number', value: '' },
      { label: 'Investor Type', value: 'Growth Guru' },
      { label: 'Interest Areas', value: ['Tech and App Development'] },
      { label: 'Exploration Preference', value: '' },
      { label: 'Excitement', value: '' },
    ]);
    expect(roleDetails('Jobseeker', { desiredRole: 'Designer' })?.[0]).toEqual({ label: 'Desired Role', value: 'Designer' });
    expect(roleDetails('Hustler', {})).toBeNull();
  });
});
