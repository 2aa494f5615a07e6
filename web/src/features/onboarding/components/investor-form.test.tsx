import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_FORMS } from '../../../entities/profile-form/role-profile-forms';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { OnboardingForm } from './onboarding-form';

// The Investor form (spec §3) with what founders look for (DESIGN §7.4) after the spec's fields.

const ENDPOINT = '/api/userprofile/Investor';

function openForm() {
  signInAs('me', 'Investor');
  return renderAtUrl(<OnboardingForm form={ROLE_FORMS.investor} />, '/InvestorForm');
}

const entries = (body: unknown) => [...(body as FormData).entries()].map(([name, value]) => [name, String(value)]);

describe('the Investor form', () => {
  it("keeps the spec's fields as they are, then a section of what founders look for", async () => {
    stubApi({});
    await openForm();
    for (const label of ['Username', 'Contact Email', 'Phone Number', 'Investor Type', 'Exploration Preference', 'Excitement']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Interest Areas' })).toBeInTheDocument();
    const section = screen.getByRole('group', { name: 'What founders look for' });
    for (const label of ['Firm', 'Thesis', 'Cheque size from', 'Cheque size up to', 'Cities']) {
      expect(within(section).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(section).getByRole('group', { name: 'Stages' })).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Sectors' })).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Portfolio' })).toBeInTheDocument();
    const from = screen.getByLabelText('Cheque size from') as HTMLSelectElement;
    expect([...from.options].slice(0, 4).map((option) => option.textContent)).toEqual(['Not said', '₹1 L', '₹5 L', '₹10 L']);
  });

  it('sends firm, cheque size, stages, sectors, cities, thesis and portfolio beside the spec’s fields', async () => {
    const api = stubApi({ [`POST ${ENDPOINT}`]: { body: { success: true, message: 'Profile updated successfully!' } } });
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Username'), 'Nandini');
    await user.type(screen.getByLabelText('Firm'), 'Kaveri Capital');
    await user.type(screen.getByLabelText('Thesis'), 'Fintech for small towns');
    await user.selectOptions(screen.getByLabelText('Cheque size from'), '₹25 L');
    await user.selectOptions(screen.getByLabelText('Cheque size up to'), '₹1 Cr');
    await user.click(within(screen.getByRole('group', { name: 'Stages' })).getByLabelText('Seed'));
    await user.click(within(screen.getByRole('group', { name: 'Stages' })).getByLabelText('Pre-Seed'));
    await user.click(screen.getByLabelText('Fintech'));
    await user.type(screen.getByLabelText('Cities'), 'Pune, Mumbai');
    await user.click(screen.getByRole('button', { name: 'Add a company' }));
    await user.type(screen.getByLabelText('Company 1'), 'PaySetu');
    await user.type(screen.getByLabelText('Company 1 website'), 'paysetu.in');
    await user.click(screen.getByRole('button', { name: 'Add a company' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Now at /signin')).toBeInTheDocument();
    const sent = entries(api.to('POST', ENDPOINT)[0]?.body);
    expect(sent).toEqual(
      expect.arrayContaining([
        ['Username', 'Nandini'],
        ['adventureAlert', '5'],
        ['firm', 'Kaveri Capital'],
        ['bio', 'Fintech for small towns'],
        ['chequeMin', '2500000'],
        ['chequeMax', '10000000'],
        ['stages', 'preSeed'],
        ['stages', 'seed'],
        ['sectors', 'Fintech'],
        ['cities', 'Pune,Mumbai'],
        // The empty second row is left out.
        ['portfolio', JSON.stringify([{ name: 'PaySetu', url: 'paysetu.in' }])],
      ]),
    );
    expect(sent.map(([name]) => name)).not.toContain('profilePic');
  });

  it('sends none of them when left empty', async () => {
    const api = stubApi({ [`POST ${ENDPOINT}`]: { body: { success: true, message: 'Profile updated successfully!' } } });
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Now at /signin')).toBeInTheDocument();
    const names = entries(api.to('POST', ENDPOINT)[0]?.body).map(([name]) => name);
    for (const name of ['chequeMin', 'chequeMax', 'stages', 'sectors', 'portfolio']) expect(names).not.toContain(name);
  });

  it('says a cheque range that runs backwards, and a company website that is no address, before sending', async () => {
    const api = stubApi({});
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Cheque size from'), '₹1 Cr');
    await user.selectOptions(screen.getByLabelText('Cheque size up to'), '₹25 L');
    await user.click(screen.getByRole('button', { name: 'Add a company' }));
    await user.type(screen.getByLabelText('Company 1'), 'PaySetu');
    await user.type(screen.getByLabelText('Company 1 website'), 'not a site');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Cheque size from')).toHaveAccessibleDescription('Cheque size from must not be above cheque size up to');
    expect(screen.getByLabelText('Cheque size from')).toHaveFocus();
    expect(screen.getByLabelText('Company 1 website')).toHaveAccessibleDescription(/Company 1: the website must be a web address/);
    expect(api.sent).toHaveLength(0);
  });

  it('offers ten companies at most, and removes one', async () => {
    stubApi({});
    const { user } = await openForm();
    for (let i = 0; i < 10; i += 1) await user.click(screen.getByRole('button', { name: 'Add a company' }));
    expect(screen.queryByRole('button', { name: 'Add a company' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove company 10' }));
    expect(screen.getByRole('button', { name: 'Add a company' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Company 10')).not.toBeInTheDocument();
  });
});
