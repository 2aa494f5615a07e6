import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { UserStrip } from './user-strip';

const card = (id: string, name: string, role = 'Hustler') => ({ _id: id, role, verified: false, profiledetails: { Username: name }, connection: 'none' });

describe("UserStrip ('Talk to Others')", () => {
  it('shows your connections, then people to meet, not every member; a search looks through the members', async () => {
    const api = stubApi({
      'GET /api/connects/connections': { body: { success: true, data: [{ ...card('c1', 'Kiran', 'Investor'), connection: 'connected', connectedAt: '2026-12-01T00:00:00.000Z' }], nextCursor: null } },
      'GET /api/users/suggestions': { body: { success: true, data: [{ ...card('s1', 'Lata'), reason: 'Also in Pune' }, { ...card('c1', 'Kiran', 'Investor'), reason: 'dup' }], nextCursor: null } },
      'GET /api/users': { body: [{ _id: 'x1', role: 'Cofounder', verified: false, profiledetails: { Username: 'Meena' } }] },
    });
    const onChoose = vi.fn();
    signInAs('me');
    const { user } = await renderAtUrl(<UserStrip onChoose={onChoose} />, '/messages');
    const strip = screen.getByRole('region', { name: 'Talk to Others' });
    const cards = await within(strip).findAllByRole('button', { name: /Kiran|Lata/ });
    expect(cards.map((button) => button.textContent?.replace('No Pic', ''))).toEqual(['KiranInvestor', 'LataHustler']);
    expect(api.to('GET', '/api/users')).toHaveLength(0);

    await user.click(cards[0]!);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1' }));

    await user.type(within(strip).getByLabelText('Search people'), 'Mee');
    expect(await within(strip).findByRole('button', { name: /Meena/ })).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/api/users')[0]?.search.get('q')).toBe('Mee'));
  });
});
