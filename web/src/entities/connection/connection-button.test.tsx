import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, stubApi } from '../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../testing/render-ui';
import type { User } from '../../types/api';
import { ConnectionButton } from './connection-button';

type Person = Pick<User, '_id' | 'role' | 'connection' | 'requestId'>;

const request = (status: string) => ({
  success: true,
  message: 'ok',
  request: { _id: 'r1', kind: 'connect', status, requesterId: 'me', targetId: 'p1', createdAt: '2026-11-20T10:00:00.000Z' },
});

function showButton(person: Person, { viewerRole = 'Cofounder', full = false } = {}) {
  signInAs('me', viewerRole);
  return renderAtUrl(<ConnectionButton person={person} full={full} />, '/FindHustler');
}

describe('ConnectionButton', () => {
  it('sends a connect request, busy while it goes, then says it was sent', async () => {
    const reply = heldReply({ status: 201, body: request('pending') });
    const api = stubApi({ 'POST /api/connects/request': reply.route });
    const { user } = await showButton({ _id: 'p1', role: 'Hustler', connection: 'none' });

    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(api.to('POST', '/api/connects/request')[0]?.body).toEqual({ targetId: 'p1' });
  });

  it('offers a Hustler to ignite an Investor (spec §6)', async () => {
    const api = stubApi({ 'POST /api/connects/hustlertoinvestor': { status: 201, body: request('pending') } });
    const { user } = await showButton({ _id: 'p1', role: 'Investor', connection: 'none' }, { viewerRole: 'Hustler' });

    await user.click(screen.getByRole('button', { name: 'Ignite Investor' }));

    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeInTheDocument();
    expect(api.to('POST', '/api/connects/hustlertoinvestor')[0]?.body).toEqual({ investorId: 'p1' });
  });

  it('accepts a received request and then offers to message the person', async () => {
    const api = stubApi({ 'PUT /api/connects/requests/r1': { body: request('accepted') } });
    const { user } = await showButton({ _id: 'p1', role: 'Hustler', connection: 'received', requestId: 'r1' }, { full: true });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    const message = await screen.findByRole('link', { name: 'Message' });
    expect(message).toHaveAttribute('href', '/messages?with=p1');
    expect(api.to('PUT', '/api/connects/requests/r1')[0]?.body).toEqual({ action: 'accept' });
  });

  it('withdraws a sent request on a profile', async () => {
    const api = stubApi({ 'DELETE /api/connects/requests/r1': { body: request('withdrawn') } });
    const { user } = await showButton({ _id: 'p1', role: 'Hustler', connection: 'sent', requestId: 'r1' }, { full: true });

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(api.to('DELETE', '/api/connects/requests/r1')).toHaveLength(1);
  });

  it('says why the server refused, and the button can be pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/connects/request': { status: 403, body: { message: 'You cannot connect with this person' } } });
    const { user } = await showButton({ _id: 'p1', role: 'Hustler', connection: 'none' });

    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('You cannot connect with this person')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveAccessibleDescription('You cannot connect with this person');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('offline, shows the request as pending and sends nothing yet', async () => {
    const api = stubApi({});
    const { user } = await showButton({ _id: 'p1', role: 'Hustler', connection: 'none' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByRole('button', { name: 'Request pending' })).toBeDisabled();
    expect(api.sent).toHaveLength(0);
  });

  it('offers nothing on the viewer’s own card', async () => {
    stubApi({});
    await showButton({ _id: 'me', role: 'Cofounder', connection: 'none' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
