import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { User } from '../../../types/api';
import { roleUpdateFields } from '../role-profile-values';
import { ProfileCard } from './profile-card';
import { RoleProfileForm } from './role-profile-form';

// The investor's /Update_profile and /Profile with what founders look for (DESIGN §7.4).

const ME: User = {
  _id: 'me',
  role: 'Investor',
  verified: false,
  email: 'nandini@kaveri.in',
  profiledetails: {
    Username: 'Nandini',
    investorType: 'growthGuru',
    excitement: 'Payments',
    firm: 'Kaveri Capital',
    bio: 'Fintech for small towns',
    chequeMin: 2_500_000,
    chequeMax: 10_000_000,
    stages: ['preSeed', 'seed'],
    sectors: ['Fintech'],
    cities: ['Pune'],
    portfolio: [{ name: 'PaySetu', url: 'https://paysetu.in' }],
    profilePic: null,
  },
};

const sent = (body: unknown) => [...(body as FormData).entries()].map(([name, value]) => [name, String(value)]);

function openUpdate() {
  signInAs('me', 'Investor');
  render(<Toaster />);
  return renderAtUrl(<RoleProfileForm user={ME} fields={roleUpdateFields('Investor')!} />, '/Update_profile');
}

describe("the investor's Update profile", () => {
  it('is prefilled with what founders look for', async () => {
    stubApi({});
    await openUpdate();
    expect(screen.getByLabelText('Firm')).toHaveValue('Kaveri Capital');
    expect(screen.getByLabelText('Thesis')).toHaveValue('Fintech for small towns');
    expect(screen.getByLabelText('Cheque size from')).toHaveValue('2500000');
    expect(screen.getByLabelText('Cheque size up to')).toHaveValue('10000000');
    expect(within(screen.getByRole('group', { name: 'Stages' })).getByLabelText('Seed')).toBeChecked();
    expect(screen.getByLabelText('Cities')).toHaveValue('Pune');
    expect(screen.getByLabelText('Company 1')).toHaveValue('PaySetu');
    expect(screen.getByLabelText('Company 1 website')).toHaveValue('https://paysetu.in');
  });

  it('sends only what changed: a cleared cheque end blank, a stage less, a company more', async () => {
    const api = stubApi({ 'PUT /api/userprofile/me': { body: { success: true, user: ME } }, 'GET /api/userprofile/getUser': { body: { success: true, user: ME } } });
    const { user } = await openUpdate();
    await user.selectOptions(screen.getByLabelText('Cheque size up to'), 'Not said');
    await user.click(within(screen.getByRole('group', { name: 'Stages' })).getByLabelText('Pre-Seed'));
    await user.click(screen.getByRole('button', { name: 'Add a company' }));
    await user.type(screen.getByLabelText('Company 2'), 'Kirana Cloud');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Now at /Profile')).toBeInTheDocument();
    expect(sent(api.to('PUT', '/api/userprofile/me')[0]?.body)).toEqual([
      ['chequeMax', ''],
      ['stages', 'seed'],
      ['portfolio', JSON.stringify([{ name: 'PaySetu', url: 'https://paysetu.in' }, { name: 'Kirana Cloud' }])],
    ]);
  });

  it('says a cheque range that runs backwards under the field, and sends nothing', async () => {
    const api = stubApi({});
    const { user } = await openUpdate();
    await user.selectOptions(screen.getByLabelText('Cheque size from'), '₹2 Cr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Cheque size from')).toHaveAccessibleDescription('Cheque size from must not be above cheque size up to');
    expect(api.sent).toHaveLength(0);
  });
});

describe("the investor's own profile card", () => {
  it('shows the cheque range in ₹ and the rest after the spec’s fields', async () => {
    stubApi({});
    signInAs('me', 'Investor');
    await renderAtUrl(<ProfileCard user={ME} />, '/Profile');
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Cheque size')).toHaveTextContent('₹25 L – ₹1 Cr');
    expect(row('Firm')).toHaveTextContent('Kaveri Capital');
    expect(row('Stages')).toHaveTextContent('Pre-SeedSeed');
    expect(row('Portfolio')).toHaveTextContent('PaySetu (paysetu.in)');
    expect(screen.getByText('Fintech for small towns')).toBeInTheDocument();
  });
});
