import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { ChatPartner, Message } from '../api/chat-types';
import { ChatBox } from './chat-box';
import { FEE_SCAM_WARNING } from '../../../entities/message/message-safety';

const ASHA: ChatPartner = { _id: 'p1', name: 'Asha', profilePic: null };

const message = (id: string, senderId: string, text: string): Message => ({
  _id: id,
  senderId,
  receiverId: senderId === 'me' ? 'p1' : 'me',
  text,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
});

const conversation = () => ({
  'GET /api/messages/p1': { body: [message('m1', 'p1', 'Hi, saw your pitch'), message('m2', 'me', 'Thanks!')] },
  'PUT /api/messages/p1/read': { body: { success: true, updated: 1 } },
});

function openChat(partner: ChatPartner = ASHA, onClose = () => undefined) {
  signInAs('me');
  return renderAtUrl(<ChatBox partner={partner} me="me" onClose={onClose} />, '/messages');
}

describe('ChatBox', () => {
  it('shows the conversation with the person and marks it read', async () => {
    const api = stubApi(conversation());
    await openChat();

    expect(screen.getByRole('dialog', { name: 'Chat with Asha' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Hi, saw your pitch')).toBeInTheDocument();
    expect(within(log).getByText('Thanks!')).toBeInTheDocument();
    await waitFor(() => expect(api.to('PUT', '/api/messages/p1/read')).toHaveLength(1));
  });

  it('names what was proven about the person beside the title', async () => {
    stubApi(conversation());
    await openChat({ ...ASHA, verified: true, badges: [{ kind: 'person', label: 'Work email · acme.in' }] });

    const header = screen.getByRole('heading', { name: 'Chat with Asha' }).parentElement!;
    expect(within(header).getByText('Work email · acme.in')).toBeInTheDocument();
  });

  it('sends a message, clears the input and shows it in the conversation', async () => {
    const api = stubApi({
      ...conversation(),
      'POST /api/messages': { status: 201, body: { success: true, message: message('m3', 'me', 'Shall we talk tomorrow?') } },
    });
    const { user } = await openChat();
    await screen.findByText('Thanks!');

    await user.type(screen.getByLabelText('Message'), '  Shall we talk tomorrow?  {Enter}');

    expect(await screen.findByText('Shall we talk tomorrow?')).toBeInTheDocument();
    expect(api.to('POST', '/api/messages')[0]?.body).toEqual({ receiverId: 'p1', text: 'Shall we talk tomorrow?' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('does not send an empty or whitespace-only message (spec §5)', async () => {
    const api = stubApi(conversation());
    const { user } = await openChat();

    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(api.to('POST', '/api/messages')).toHaveLength(0);
  });

  it('keeps the text and shows the server’s reason when a message is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = heldReply({ status: 403, body: { message: 'You cannot message this person' } });
    stubApi({ ...conversation(), 'POST /api/messages': reply.route });
    const { user } = await openChat();

    await user.type(screen.getByLabelText('Message'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    reply.release();

    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this person');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello?');
  });

  it('offline, keeps the message as waiting to sync', async () => {
    const api = stubApi(conversation());
    const { user } = await openChat();
    await screen.findByText('Thanks!');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.type(screen.getByLabelText('Message'), 'Sent from the metro{Enter}');

    const waiting = await screen.findByRole('list', { name: 'Waiting to sync' });
    expect(within(waiting).getByText('Sent from the metro')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(api.to('POST', '/api/messages')).toHaveLength(0);
  });

  it('closes with Close or Escape', async () => {
    stubApi(conversation());
    const onClose = vi.fn();
    const { user } = await openChat(ASHA, onClose);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.type(screen.getByLabelText('Message'), '{Escape}');

    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('lets the messages with a deleted account be read but not answered', async () => {
    stubApi(conversation());
    await openChat({ _id: 'p1', name: 'Deleted user', profilePic: null, deleted: true });

    expect(await screen.findByText('Hi, saw your pitch')).toBeInTheDocument();
    expect(screen.getByText('This account has been deleted. You can read your messages but not reply.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it("warns the recipient above a message marked as a possible fee scam, with a Report that opens the report dialog; links stay text", async () => {
    const scam = { ...message('m1', 'p1', 'Pay the due diligence fee at https://pay.example.in'), warning: 'possible-fee-scam' as const };
    stubApi({ ...conversation(), 'GET /api/messages/p1': { body: [scam, message('m2', 'me', 'Why a fee?')] } });
    const { user } = await openChat();
    const log = screen.getByRole('log', { name: 'Conversation' });
    const warning = await within(log).findByRole('note', { name: 'Warning' });
    expect(warning).toHaveTextContent(FEE_SCAM_WARNING);
    expect(within(log).getAllByRole('note')).toHaveLength(1);
    expect(within(log).queryByRole('link', { name: /pay\.example\.in/ })).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Report this message' }));
    expect(await screen.findByRole('dialog', { name: 'Report this message' })).toBeInTheDocument();
  });

  it("shows the server's reason when a second message before acceptance is refused (409)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'Your message request has not been accepted yet. You can send another message once they accept it.';
    stubApi({ ...conversation(), 'POST /api/messages': { status: 409, body: { success: false, message: refusal } } });
    const { user } = await openChat();
    await screen.findByText('Thanks!');

    await user.type(screen.getByLabelText('Message'), 'Hello again?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Message')).toHaveValue('Hello again?');
  });
});
