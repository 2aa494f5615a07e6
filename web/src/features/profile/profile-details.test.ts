import { describe, expect, it } from 'vitest';
import { extraDetails, roleLabel } from './profile-details';

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
});
