import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { Notification } from '../api/notification-types';
import { APPEAL_SENT } from './appeal-dialog';
import { NotificationsPage } from './notifications-page';

// The author's appeal from a moderation notice (DESIGN §7.4): once, with a reason, online.

const NOTICE = "We removed your video “Pitch day”. Reason: Impersonation. Moderator's note: “Copies another founder.” You may appeal this decision once.";

const notice = (changes: Partial<Notification> = {}): Notification => ({
  _id: 'n1',
  type: 'moderation_notice',
  message: NOTICE,
  isRead: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  actorId: null,
  actor: null,
  link: '/Notification?appeal=0a1b2c',
  requestId: null,
  requestStatus: null,
  ...changes,
});

async function openNotice(list: Notification[], appealReply: Parameters<typeof stubApi>[0][string]) {
  signInAs('me');
  render(<Toaster />);
  const api = stubApi({
    'GET /api/Notifications': { body: list },
    'PUT /api/Notifications/read': { body: { success: true, updated: 1 } },
    'POST /api/reports/0a1b2c/appeal': appealReply,
  });
  const page = await renderAtUrl(<NotificationsPage />, '/Notification');
  const item = (await screen.findByText(NOTICE)).closest('li') as HTMLElement;
  return { api, item, ...page };
}

describe('a moderation notice', () => {
  it('says what was removed and why, and appeals once with a reason', async () => {
    const { api, item, user } = await openNotice([notice()], { status: 201, body: { success: true, appeal: { _id: 'a1' } } });
    // The words are the notice, not a link away from the page.
    expect(within(item).queryByRole('link', { name: NOTICE })).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    const reason = within(dialog).getByLabelText('Why should we look again?');
    expect(reason).toHaveAccessibleDescription('Say why we should look again');
    expect(reason).toHaveFocus();
    expect(api.to('POST', '/api/reports/0a1b2c/appeal')).toHaveLength(0);

    await user.type(reason, '  It is my own pitch.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(api.to('POST', '/api/reports/0a1b2c/appeal').map((request) => request.body)).toEqual([{ reason: 'It is my own pitch.' }]));
    expect(await screen.findByText(APPEAL_SENT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(item).getByRole('status')).toHaveTextContent('Appeal sent');
    expect(within(item).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it('says so when the decision was appealed already (on another device)', async () => {
    const { item, user } = await openNotice([notice()], { status: 409, body: { success: false, message: 'This decision has already been appealed' } });
    await user.click(within(item).getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    await user.type(within(dialog).getByLabelText('Why should we look again?'), 'Please look again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This decision has already been appealed');
    expect(within(item).getByText('Appeal sent')).toBeInTheDocument();
  });

  it('offers no appeal on the notice of how an appeal ended', async () => {
    signInAs('me');
    stubApi({
      'GET /api/Notifications': { body: [notice({ message: 'We reviewed your appeal and restored your video “Pitch day”.', link: null })] },
      'PUT /api/Notifications/read': { body: { success: true, updated: 1 } },
    });
    await renderAtUrl(<NotificationsPage />, '/Notification');
    const item = (await screen.findByText('We reviewed your appeal and restored your video “Pitch day”.')).closest('li') as HTMLElement;
    expect(within(item).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });
});
