import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadDraft } from '../../../lib/drafts';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { member, startup } from '../testing/startup-fixtures';
import { EditStartupPage } from './edit-startup-page';

const PATH = '/api/startups/mandi-cool';
const open = () => renderAtUrl(<EditStartupPage slug="mandi-cool" />, '/startups/mandi-cool/edit');
const saved = startup({ website: 'https://mandicool.in', teamSize: 6 });

describe("a startup's DPIIT recognition", () => {
  it('asks with the number and an address at its domain, confirms the code, then waits for a moderator', async () => {
    signInAs('founder');
    let status: 'code-sent' | 'pending' | null = null;
    const request = () => ({
      _id: 'd1',
      kind: 'startup',
      status,
      evidence: { startup: 'mandi-cool', dpiitNumber: 'DIPP12345', domainEmail: 'asha@mandicool.in' },
      reason: null,
      createdAt: '2026-12-01T10:00:00.000Z',
      decidedAt: null,
    });
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: saved } },
      'GET /api/verifications/mine': () => ({ body: { success: true, data: status ? [request()] : [] } }),
      'POST /api/verifications': (sent) => {
        if ((sent.body as { domainEmail: string }).domainEmail.endsWith('@gmail.com')) {
          return { status: 400, body: { message: "Use an address at mandicool.in, the startup's website", field: 'domainEmail' } };
        }
        status = 'code-sent';
        return { status: 201, body: { success: true, verification: request() } };
      },
      'POST /api/verifications/d1/code': () => {
        status = 'pending';
        return { body: { success: true, verification: request() } };
      },
    });
    const { user } = await open();
    const section = within(await screen.findByRole('region', { name: 'DPIIT recognition' }));

    await user.type(await section.findByLabelText('DPIIT number'), 'DIPP12345');
    await user.type(section.getByLabelText("An address at the startup's domain"), 'asha@gmail.com');
    await user.click(section.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(section.getByLabelText("An address at the startup's domain")).toHaveAccessibleDescription("Use an address at mandicool.in, the startup's website"));

    await user.clear(section.getByLabelText("An address at the startup's domain"));
    await user.type(section.getByLabelText("An address at the startup's domain"), 'asha@mandicool.in');
    await user.click(section.getByRole('button', { name: 'Send the code' }));
    expect(api.to('POST', '/api/verifications').at(-1)?.body).toEqual({ kind: 'startup', startup: 'mandi-cool', dpiitNumber: 'DIPP12345', domainEmail: 'asha@mandicool.in' });

    await user.type(await section.findByLabelText('Enter the code we emailed'), '123456');
    await user.click(section.getByRole('button', { name: 'Confirm' }));
    expect(await section.findByText('Waiting for a moderator')).toBeInTheDocument();
    expect(api.to('POST', '/api/verifications/d1/code')[0]?.body).toEqual({ code: '123456' });
  });
});

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
      // DPIIT recognition's requests, read beside the form: none.
      'GET /api/verifications/mine': { body: { success: true, data: [] } },
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
