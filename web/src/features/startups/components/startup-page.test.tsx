import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { member, startup } from '../testing/startup-fixtures';
import { StartupPage } from './startup-page';

const PATH = '/api/startups/mandi-cool';
const open = () => renderAtUrl(<StartupPage slug="mandi-cool" />, '/startups/mandi-cool');
const team = () => screen.getByRole('region', { name: 'Team' });

const RAVI = { _id: 'ravi', role: 'Cofounder', verified: false, profiledetails: { Username: 'Ravi', profilePic: null } };
const FOUNDER = { _id: 'founder', role: 'Hustler', verified: false, profiledetails: { Username: 'Asha Ravindran', profilePic: null } };

describe("a startup's badges", () => {
  it("shows 'DPIIT-recognised' once a moderator approved it, and nothing before", async () => {
    signInAs('someone');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, startup: startup({ dpiitNumber: 'DIPP12345', badges: [{ kind: 'startup', label: 'DPIIT-recognised' }] }) } } });
    const { unmount } = await open();
    expect(await screen.findByText('DPIIT-recognised')).toBeInTheDocument();
    unmount();

    stubApi({ [`GET ${PATH}`]: { body: { success: true, startup: startup({ dpiitNumber: 'DIPP12345', badges: [] }) } } });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'MandiCool' });
    expect(screen.queryByText('DPIIT-recognised')).not.toBeInTheDocument();
  });
});

describe("a startup's page for its admins", () => {
  it('offers Edit to an admin only', async () => {
    signInAs('founder');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, startup: startup() } } });
    await open();
    expect(await screen.findByRole('link', { name: 'Edit MandiCool' })).toHaveAttribute('href', '/startups/mandi-cool/edit');
  });

  it('hides Edit and the invite form from everyone else', async () => {
    signInAs('someone');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, startup: startup() } } });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'MandiCool' });
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(within(team()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a person found by name (not one already on the team) with a title; the invitation shows as pending', async () => {
    signInAs('founder');
    const invited = startup({ members: [...startup().members, member('ravi', 'Ravi', { title: 'Co-founder', status: 'invited' })] });
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: startup() } },
      'GET /api/search': (request) => ({
        body: { success: true, people: request.search.get('q') === 'rav' ? [FOUNDER, RAVI] : [], videos: [], blogs: [], talks: [], nextCursors: { people: null, videos: null, blogs: null, talks: null } },
      }),
      [`POST ${PATH}/members`]: { status: 201, body: { success: true, startup: invited } },
    });
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Invite a member' });

    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByLabelText('Person')).toHaveFocus();
    expect(form).toHaveTextContent('Choose a person to invite');
    expect(api.to('POST', `${PATH}/members`)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Person'), 'rav');
    await within(form).findByRole('list', { name: 'People found' });
    expect(within(form).queryByRole('button', { name: /Asha/ })).not.toBeInTheDocument();
    await user.click(await within(form).findByRole('button', { name: /Ravi Co-founder/ }));
    await user.type(within(form).getByLabelText('Title'), 'Co-founder');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(api.to('POST', `${PATH}/members`)[0]?.body).toEqual({ userId: 'ravi', title: 'Co-founder', role: 'member' }));
    expect(api.to('GET', '/api/search')[0]?.search.get('kind')).toBe('people');
    expect(await within(form).findByRole('status')).toHaveTextContent('Ravi is invited.');
    expect(within(team()).getByRole('heading', { name: 'Invited' })).toBeInTheDocument();
    expect(within(team()).getByRole('link', { name: 'Ravi' })).toBeInTheDocument();
  });

  it("removes a member, and shows the server's words when it refuses (the last admin)", async () => {
    signInAs('founder');
    const both = startup({ members: [...startup().members, member('ravi', 'Ravi')] });
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: both } },
      [`DELETE ${PATH}/members/ravi`]: { body: { success: true, startup: startup() } },
      [`DELETE ${PATH}/members/founder`]: { status: 409, body: { success: false, message: 'A startup needs an admin: invite another admin before this one leaves' } },
    });
    const { user } = await open();

    await user.click(await screen.findByRole('button', { name: 'Remove Ravi' }));
    await waitFor(() => expect(within(team()).queryByRole('link', { name: 'Ravi' })).not.toBeInTheDocument());
    await user.click(within(team()).getByRole('button', { name: 'Leave the startup' }));
    expect(await within(team()).findByRole('alert')).toHaveTextContent('A startup needs an admin');
    expect(api.to('DELETE', `${PATH}/members/founder`)).toHaveLength(1);
  });
});

describe("a startup's page for an invitee", () => {
  const invitedRavi = () => startup({ members: [...startup().members, member('ravi', 'Ravi', { title: 'Co-founder', status: 'invited' })] });

  it('accepts the invitation: they join the team', async () => {
    signInAs('ravi', 'Cofounder');
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: invitedRavi() } },
      [`PUT ${PATH}/members/me`]: { body: { success: true, startup: startup({ members: [...startup().members, member('ravi', 'Ravi', { title: 'Co-founder' })] }) } },
    });
    const { user } = await open();
    const invitation = await screen.findByRole('region', { name: 'You are invited to join MandiCool' });
    expect(invitation).toHaveTextContent('As Co-founder');

    await user.click(within(invitation).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: /You are invited/ })).not.toBeInTheDocument());
    expect(api.to('PUT', `${PATH}/members/me`)[0]?.body).toEqual({ action: 'accept' });
    expect(within(team()).queryByRole('heading', { name: 'Invited' })).not.toBeInTheDocument();
    expect(within(team()).getByRole('link', { name: 'Ravi' })).toBeInTheDocument();
    expect(within(team()).getByRole('button', { name: 'Leave the startup' })).toBeInTheDocument();
  });

  it('declines it: the invitation goes', async () => {
    signInAs('ravi', 'Cofounder');
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, startup: invitedRavi() } },
      [`PUT ${PATH}/members/me`]: { body: { success: true, startup: startup() } },
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /You are invited/ })).not.toBeInTheDocument());
    expect(api.to('PUT', `${PATH}/members/me`)[0]?.body).toEqual({ action: 'decline' });
    expect(within(team()).queryByRole('link', { name: 'Ravi' })).not.toBeInTheDocument();
  });
});
