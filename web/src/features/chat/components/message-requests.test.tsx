import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { FEE_SCAM_WARNING } from '../../../entities/message/message-safety';
import type { MessageRequest } from '../api/chat-types';
import { MessageRequests } from './message-requests';

const request = (id: string, fields: Partial<MessageRequest> = {}): MessageRequest => ({
  _id: id,
  Username: `Person ${id}`,
  role: 'Investor',
  profilePic: null,
  verified: false,
  badges: [],
  messageId: `m-${id}`,
  text: `Hello from ${id}`,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...fields,
});

const page = (...items: MessageRequest[]) => ({ body: { success: true, data: items, nextCursor: null } });

async function show(onAccepted = vi.fn()) {
  signInAs('me');
  const rendered = await renderAtUrl(<MessageRequests onAccepted={onAccepted} />, '/messages');
  return { ...rendered, onAccepted };
}

describe('MessageRequests', () => {
  it("lists each request with the sender's name, role and message, and Accept, Ignore, Block & report", async () => {
    stubApi({ 'GET /api/messages/requests': page(request('u1'), request('u2', { Username: null, role: 'Hustler' })) });
    await show();
    const section = await screen.findByRole('region', { name: 'Requests' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Person u1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Investor')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Hello from u1')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: "Accept Person u1's request" })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: "Ignore Person u1's request" })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Block & report Person u1' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('A member')).toBeInTheDocument();
  });

  it("names what was proven about a sender, so a claimed investor can be told from a proven one", async () => {
    stubApi({
      'GET /api/messages/requests': page(
        request('u1', { verified: true, badges: [{ kind: 'investor', label: 'Verified investor · SEBI-registered' }] }),
        request('u2'),
      ),
    });
    await show();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Verified investor · SEBI-registered');
    expect(items[1]).not.toHaveTextContent('Verified');
  });

  it('shows nothing when there is no request', async () => {
    const api = stubApi({ 'GET /api/messages/requests': page() });
    await show();
    await waitFor(() => expect(api.to('GET', '/api/messages/requests')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Requests' })).toBeNull();
  });

  it('Accept answers the server, leaves the list and opens the chat', async () => {
    const api = stubApi({
      'GET /api/messages/requests': page(request('u1')),
      'PUT /api/messages/requests/u1': { body: { success: true, status: 'accepted' } },
    });
    const { user, onAccepted } = await show();
    await user.click(await screen.findByRole('button', { name: "Accept Person u1's request" }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ _id: 'u1', name: 'Person u1', profilePic: null, badges: [], verified: false }));
    expect(api.to('PUT', '/api/messages/requests/u1')[0]?.body).toEqual({ action: 'accept' });
    await waitFor(() => expect(screen.queryByText('Hello from u1')).toBeNull());
  });

  it('Ignore leaves the list without opening anything; a refusal shows the server’s words', async () => {
    const api = stubApi({
      'GET /api/messages/requests': page(request('u1'), request('u2')),
      'PUT /api/messages/requests/u1': { body: { success: true, status: 'ignored' } },
      'PUT /api/messages/requests/u2': { status: 404, body: { success: false, message: 'No message request from this person' } },
    });
    const { user, onAccepted } = await show();
    await user.click(await screen.findByRole('button', { name: "Ignore Person u1's request" }));
    await waitFor(() => expect(screen.queryByText('Hello from u1')).toBeNull());
    expect(api.to('PUT', '/api/messages/requests/u1')[0]?.body).toEqual({ action: 'ignore' });
    await user.click(screen.getByRole('button', { name: "Accept Person u2's request" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No message request from this person');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('offline, an Accept waits in the outbox: the row says so and nothing is sent yet', async () => {
    const api = stubApi({ 'GET /api/messages/requests': page(request('u1')) });
    const { user, onAccepted } = await show();
    const accept = await screen.findByRole('button', { name: "Accept Person u1's request" });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.click(accept);

    expect(await screen.findByRole('status')).toHaveTextContent('Accept pending: sent when you are back online.');
    expect(screen.queryByRole('button', { name: "Accept Person u1's request" })).toBeNull();
    expect(api.to('PUT', '/api/messages/requests/u1')).toHaveLength(0);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('warns about a fee-scam request, with a Report of the message', async () => {
    stubApi({ 'GET /api/messages/requests': page(request('u1', { text: 'Pay the processing fee via UPI', warning: 'possible-fee-scam' })) });
    const { user } = await show();
    const warning = await screen.findByRole('note', { name: 'Warning' });
    expect(warning).toHaveTextContent(FEE_SCAM_WARNING);
    await user.click(within(warning).getByRole('button', { name: 'Report this message' }));
    expect(await screen.findByRole('dialog', { name: 'Report this message' })).toBeInTheDocument();
  });
});
