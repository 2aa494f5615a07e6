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
      // What founders look for (DESIGN §7.4), after the spec's fields.
      { label: 'Firm', value: '' },
      { label: 'Cheque size', value: '' },
      { label: 'Stages', value: [] },
      { label: 'Sectors', value: [] },
      { label: 'Cities', value: [] },
      { label: 'Portfolio', value: [] },
    ]);
    expect(roleDetails('Investor', { chequeMin: 2_500_000, chequeMax: 10_000_000 })?.find((row) => row.label === 'Cheque size')?.value).toBe('₹25 L – ₹1 Cr');
    expect(roleDetails('Jobseeker', { desiredRole: 'Designer' })?.[0]).toEqual({ label: 'Desired Role', value: 'Designer' });
    expect(roleDetails('Hustler', {})).toBeNull();
  });
});
