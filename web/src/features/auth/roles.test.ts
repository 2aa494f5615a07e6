import { describe, expect, it } from 'vitest';
import { dashboardPathFor, formPathFor } from './roles';

describe('where a role goes', () => {
  it('sends a new account to its role form', () => {
    expect(formPathFor('Hustler')).toBe('/HustlerForm');
    expect(formPathFor('Investor')).toBe('/InvestorForm');
    expect(formPathFor('Cofounder')).toBe('/CofunderForm');
    expect(formPathFor('Jobseeker')).toBe('/JobseekerForm');
  });

  it('sends a signed-in user to /dashboard/ plus the role', () => {
    expect(dashboardPathFor('Hustler')).toBe('/dashboard/Hustler');
    expect(dashboardPathFor('Cofounder')).toBe('/dashboard/Cofounder');
  });

  it('sends an unknown or missing role home', () => {
    expect(formPathFor('Admin')).toBe('/');
    expect(dashboardPathFor('')).toBe('/');
    expect(dashboardPathFor(undefined)).toBe('/');
  });
});
