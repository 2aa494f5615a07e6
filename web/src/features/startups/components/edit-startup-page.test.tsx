import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadDraft } from '../../../lib/drafts';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { member, startup } from '../testing/startup-fixtures';
import { EditStartupPage } from './edit-startup-page';

const PATH = '/api/startups/mandi-cool';
const open = () => renderAtUrl(<EditStartupPage slug="mandi-cool" />, '/startups/mandi-cool/edit');
const saved = startup({ website: 'https://mandicool.in', teamSize: 6 });

describe('editing a startup', () => {
  it('tells a member who is not an admin why there is no form', async () => {
    signInAs('ravi');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, startup: startup({ members: [...startup().members, member('ravi', 'Ravi')] }) } } });
    await open();
    expect(await screen.findByText("Only the startup's admins can edit it.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to MandiCool' })).toHaveAttribute('href', '/startups/mandi-cool');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('opens filled in with the startup, and saves every field (a cleared one blank) before opening its page', async () => {
    signInAs('founder');
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: saved } },
      [`PUT ${PATH}`]: { body: { success: true, startup: startup({ oneLiner: 'Cold chains for mandis' }) } },
    });
    const { user, router } = await open();

    expect(await screen.findByLabelText('Startup Name')).toHaveValue('MandiCool');
    expect(screen.getByLabelText('Stage')).toHaveValue('seed');
    expect(screen.getByLabelText('Founded Year')).toHaveValue('2023');
    expect(screen.getByLabelText('Website')).toHaveValue('https://mandicool.in');

    await user.clear(screen.getByLabelText('One-liner'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('One-liner')).toHaveFocus();
    expect(screen.getByText('One-liner is required')).toBeInTheDocument();
    expect(api.to('PUT', PATH)).toHaveLength(0);

    await user.type(screen.getByLabelText('One-liner'), 'Cold chains for mandis');
    await user.clear(screen.getByLabelText('Team Size'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/startups/mandi-cool'));
    const form = api.to('PUT', PATH)[0]!.body as FormData;
    expect(form.get('oneLiner')).toBe('Cold chains for mandis');
    expect(form.get('teamSize')).toBe('');
    expect(form.get('website')).toBe('https://mandicool.in');
    expect(form.has('logo')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    signInAs('founder');
    stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: saved } },
      [`PUT ${PATH}`]: { status: 400, body: { success: false, message: 'website must be a web address such as https://example.in', field: 'website' } },
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('website must be a web address');
  });

  it('keeps what was typed as a draft across a reload, until it is saved', async () => {
    signInAs('founder');
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: saved } },
      [`PUT ${PATH}`]: { body: { success: true, startup: saved } },
    });
    const first = await open();
    await first.user.type(await screen.findByLabelText('City'), ' East');
    await waitFor(async () => expect(await loadDraft('startup-edit-mandi-cool')).toMatchObject({ city: 'Nashik East', name: 'MandiCool' }));
    first.unmount();

    const { user } = await open();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Nashik East'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.to('PUT', PATH)).toHaveLength(1));
    await waitFor(async () => expect(await loadDraft('startup-edit-mandi-cool')).toBeUndefined());
  });
});
