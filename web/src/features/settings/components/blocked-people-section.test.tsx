import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { User } from '../../../types/api';
import { BlockedPeopleSection } from './blocked-people-section';

const blocked = (id: string, Username: string) => ({
  user: { _id: id, role: 'Hustler', verified: false, profiledetails: { Username, profilePic: null } } satisfies User,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function showBlocked(routes: Parameters<typeof stubApi>[0]) {
  signInAs('me');
  const api = stubApi(routes);
  return { api, ...renderUi(<BlockedPeopleSection />) };
}

describe('BlockedPeopleSection', () => {
  it('says when nobody is blocked', async () => {
    showBlocked({ 'GET /api/blocks': { body: { data: [], nextCursor: null } } });
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('unblocks a person, says so, and the list no longer holds them', async () => {
    let people = [blocked('p1', 'Asha'), blocked('p2', 'Ravi')];
    const { api, user } = showBlocked({
      'GET /api/blocks': () => ({ body: { data: people, nextCursor: null } }),
      'DELETE /api/blocks/p1': () => {
        people = people.filter((person) => person.user._id !== 'p1');
        return { body: { success: true, message: 'Unblocked' } };
      },
    });
    const section = screen.getByRole('region', { name: 'Blocked people' });
    const asha = await within(section).findByRole('button', { name: 'Unblock', description: 'Asha' });

    await user.click(asha);

    expect(await within(section).findByRole('status')).toHaveTextContent('Asha is unblocked.');
    await waitFor(() => expect(within(section).queryByText('Asha')).not.toBeInTheDocument());
    expect(within(section).getByText('Ravi')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/blocks/p1')).toHaveLength(1);
  });

  it('says why an unblock failed', async () => {
    const { user } = showBlocked({
      'GET /api/blocks': { body: { data: [blocked('p1', 'Asha')], nextCursor: null } },
      'DELETE /api/blocks/p1': 'network-error',
    });

    await user.click(await screen.findByRole('button', { name: 'Unblock' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Connect to unblock someone.');
    expect(screen.getByText('Asha')).toBeInTheDocument();
  });

  it('offers to try again when the list could not be loaded', async () => {
    let failing = true;
    const { user } = showBlocked({
      'GET /api/blocks': () => (failing ? { status: 500, body: {} } : { body: { data: [blocked('p1', 'Asha')], nextCursor: null } }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Blocked people could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Asha')).toBeInTheDocument();
  });
});
