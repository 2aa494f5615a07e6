import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { heldReply, stubApi } from '../../../testing/api-stub';
import { renderUi } from '../../../testing/render-ui';
import { MESSAGE_MAX } from '../validate-contact';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('names every missing field and puts the focus on the first', async () => {
    const api = stubApi({});
    const { user } = renderUi(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('keeps a message over the limit whole, names the limit and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderUi(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    const long = 'a'.repeat(MESSAGE_MAX + 1);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: long } });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Message')).toHaveValue(long);
    // A maxlength would have the browser cut a longer paste without a word.
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(`Message must be at most ${MESSAGE_MAX} characters`);
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('re-checks a flagged field as it is fixed', async () => {
    stubApi({});
    const { user } = renderUi(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(screen.getByLabelText('Email'), '@example.com');

    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('sends the trimmed message, busy meanwhile, then thanks the visitor', async () => {
    const reply = heldReply({ status: 201, body: { success: true, message: 'Thanks, Asha! We will write back soon.' } });
    const api = stubApi({ 'POST /api/contact': reply.route });
    const { user } = renderUi(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), ' Asha ');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Can we partner on a meetup?');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.release();

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Message sent');
    expect(thanks).toHaveTextContent('Thanks, Asha! We will write back soon.');
    expect(thanks).toHaveFocus();
    expect(api.to('POST', '/api/contact')[0]?.body).toEqual({ name: 'Asha', email: 'asha@example.com', message: 'Can we partner on a meetup?' });
  });

  it('keeps what was typed and says so when sending fails', async () => {
    stubApi({ 'POST /api/contact': { status: 500, body: {} } });
    const { user } = renderUi(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('offline, says it needs the network and sends nothing', async () => {
    const api = stubApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const { user } = renderUi(<ContactForm />);
    act(() => onlineManager.setOnline(false));
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent('You are offline. This needs the network; what you typed is kept.');
    expect(api.sent).toHaveLength(0);
  });
});
