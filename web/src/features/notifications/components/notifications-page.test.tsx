import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { Notification } from '../api/notification-types';
import { NotificationsPage } from './notifications-page';

const notification = (id: string, changes: Partial<Notification> = {}): Notification => ({
  _id: id,
  type: 'comment',
  message: `Notification ${id}`,
  isRead: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  actorId: null,
  actor: null,
  link: null,
  requestId: null,
  requestStatus: null,
  ...changes,
});

const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

function openNotifications(list: Notification[], extra: Parameters<typeof stubApi>[0] = {}) {
  signInAs('me');
  const api = stubApi({
    'GET /api/Notifications': { body: list },
    'PUT /api/Notifications/read': (request) => ({ body: { success: true, updated: (request.body as { ids: string[] }).ids.length } }),
    ...extra,
  });
  return { api, page: renderAtUrl(<NotificationsPage />, '/Notification') };
}

describe('NotificationsPage', () => {
  it('shows New on the unread ones and marks what it showed read', async () => {
    const { api, page } = openNotifications([notification('n1'), notification('n2', { isRead: true, message: 'Old news' })]);
    await page;

    expect(await screen.findByText('Notification n1')).toBeInTheDocument();
    expect(within(itemOf('Notification n1')).getByText('New')).toBeInTheDocument();
    expect(within(itemOf('Old news')).queryByText('New')).not.toBeInTheDocument();
    await waitFor(() => expect(api.to('PUT', '/api/Notifications/read')[0]?.body).toEqual({ ids: ['n1'] }));
    // Marked read, the badge stays for the rest of the visit.
    expect(within(itemOf('Notification n1')).getByText('New')).toBeInTheDocument();
  });

  it('says when each came, as the posts and chats do', async () => {
    const now = Date.now();
    const lastYear = new Date(now).getFullYear() - 1;
    const { page } = openNotifications([
      notification('n1', { createdAt: new Date(now - 2 * 3_600_000 - 60_000).toISOString() }),
      notification('n2', { createdAt: new Date(lastYear, 10, 20, 10, 0).toISOString() }),
    ]);
    await page;

    await screen.findByText('Notification n1');
    expect(within(itemOf('Notification n1')).getByText('2 h ago').tagName).toBe('TIME');
    expect(within(itemOf('Notification n2')).getByText(`20 Nov ${lastYear}`)).toHaveAttribute('title', `20 Nov ${lastYear}, 10:00 am`);
  });

  it('marks nothing when everything was already read', async () => {
    const { api, page } = openNotifications([notification('n1', { isRead: true })]);
    await page;
    await screen.findByText('Notification n1');
    expect(api.to('PUT', '/api/Notifications/read')).toHaveLength(0);
  });

  it('says when there are none', async () => {
    const { page } = openNotifications([]);
    await page;
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
  });

  it('only logs a failure to mark them read (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = openNotifications([notification('n1')], { 'PUT /api/Notifications/read': { status: 500, body: {} } });
    await page;
    await screen.findByText('Notification n1');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Marking notifications read failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('answers a connect request in place', async () => {
    const request = notification('n1', {
      type: 'connect',
      message: 'Asha wants to connect',
      actorId: 'p1',
      actor: { _id: 'p1', profiledetails: { Username: 'Asha', profilePic: null } },
      requestId: 'r1',
      requestStatus: 'pending',
    });
    const { api, page } = openNotifications([request], {
      'PUT /api/connects/requests/r1': { body: { success: true, message: 'ok', request: { _id: 'r1', status: 'accepted' } } },
    });
    const { user } = await page;
    const item = await screen.findByText('Asha wants to connect').then((text) => text.closest('li') as HTMLElement);

    await user.click(within(item).getByRole('button', { name: 'Accept' }));

    expect(await within(item).findByRole('status')).toHaveTextContent('Accepted');
    expect(api.to('PUT', '/api/connects/requests/r1')[0]?.body).toEqual({ action: 'accept' });
  });

  it("answers a startup's invitation in place, and says what the server says when it no longer stands", async () => {
    const invite = (id: string, slug: string) =>
      notification(id, { type: 'startup_invite', message: `Asha invited you to join ${slug} as CTO`, link: `/startups/${slug}` });
    const { api, page } = openNotifications([invite('n1', 'mandi-cool'), invite('n2', 'old-one')], {
      'PUT /api/startups/mandi-cool/members/me': { body: { success: true, startup: {} } },
      'PUT /api/startups/old-one/members/me': { status: 404, body: { success: false, message: 'Invitation not found' } },
    });
    const { user } = await page;

    await screen.findByText('Asha invited you to join mandi-cool as CTO');
    const first = itemOf('Asha invited you to join mandi-cool as CTO');
    expect(within(first).getByRole('link', { name: /mandi-cool/ })).toHaveAttribute('href', '/startups/mandi-cool');
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await within(first).findByRole('status')).toHaveTextContent('Accepted');
    expect(api.to('PUT', '/api/startups/mandi-cool/members/me')[0]?.body).toEqual({ action: 'accept' });

    const second = itemOf('Asha invited you to join old-one as CTO');
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('Invitation not found');
  });

  it("shows a startup's invitation answered on its page or another device as answered, without Accept or Decline", async () => {
    const invite = (id: string, slug: string, requestStatus: Notification['requestStatus']) =>
      notification(id, { type: 'startup_invite', message: `Asha invited you to join ${slug} as CTO`, link: `/startups/${slug}`, requestStatus });
    const { api, page } = openNotifications([
      invite('n1', 'joined-one', 'accepted'),
      invite('n2', 'declined-one', 'gone'),
      invite('n3', 'open-one', 'pending'),
    ]);
    await page;

    await screen.findByText('Asha invited you to join joined-one as CTO');
    const accepted = itemOf('Asha invited you to join joined-one as CTO');
    expect(within(accepted).getByRole('status')).toHaveTextContent('Accepted');
    const gone = itemOf('Asha invited you to join declined-one as CTO');
    expect(within(gone).getByRole('status')).toHaveTextContent('No longer open');
    for (const item of [accepted, gone]) {
      expect(within(item).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
      // Still a link to the startup's page.
      expect(within(item).getByRole('link', { name: /invited you to join/ })).toHaveAttribute('href', expect.stringMatching(/^\/startups\//));
    }
    const pending = itemOf('Asha invited you to join open-one as CTO');
    expect(within(pending).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(pending).queryByRole('status')).not.toBeInTheDocument();
    expect(api.to('PUT', '/api/startups/joined-one/members/me')).toHaveLength(0);
  });
});
