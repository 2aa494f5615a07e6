import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, stubApi } from '../../testing/api-stub';
import { renderUi, signInAs } from '../../testing/render-ui';
import { BlockPersonButton } from './block-person-button';
import { Toaster } from '../../components/toaster';

function showBlock(onBlocked = vi.fn()) {
  signInAs('me');
  render(<Toaster />);
  return { onBlocked, ...renderUi(<BlockPersonButton person={{ _id: 'p1', name: 'Asha' }} onBlocked={onBlocked} />) };
}

describe('BlockPersonButton', () => {
  it('asks first, saying what blocking does', async () => {
    const api = stubApi({});
    const { user } = showBlock();

    await user.click(screen.getByRole('button', { name: 'Block Asha' }));

    const confirm = screen.getByRole('dialog', { name: 'Block Asha?' });
    expect(confirm).toHaveAccessibleDescription('They will not be able to message you, connect with you or see your profile and posts.');
    expect(api.sent).toHaveLength(0);
  });

  it('blocks once confirmed, and says the person is blocked', async () => {
    const reply = heldReply({ status: 201, body: { success: true } });
    const api = stubApi({ 'POST /api/blocks': reply.route });
    const { user, onBlocked } = showBlock();
    await user.click(screen.getByRole('button', { name: 'Block Asha' }));
    const confirm = screen.getByRole('dialog', { name: 'Block Asha?' });

    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(within(confirm).getByRole('button', { name: 'Blocking…' })).toBeDisabled();
    reply.release();

    expect(await screen.findByRole('status')).toHaveTextContent('Asha is blocked.');
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(api.to('POST', '/api/blocks')[0]?.body).toEqual({ userId: 'p1' });
    await waitFor(() => expect(confirm).not.toHaveAttribute('open'));
  });

  it('Cancel blocks nobody', async () => {
    const api = stubApi({});
    const { user, onBlocked } = showBlock();
    await user.click(screen.getByRole('button', { name: 'Block Asha' }));

    const confirm = screen.getByRole('dialog', { name: 'Block Asha?' });

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(confirm).not.toHaveAttribute('open');
    expect(api.sent).toHaveLength(0);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('offline, says it needs the network and stays open', async () => {
    stubApi({ 'POST /api/blocks': 'network-error' });
    const { user, onBlocked } = showBlock();
    await user.click(screen.getByRole('button', { name: 'Block Asha' }));
    const confirm = screen.getByRole('dialog', { name: 'Block Asha?' });

    await user.click(within(confirm).getByRole('button', { name: 'Block' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('You are offline. Connect to block someone.');
    expect(onBlocked).not.toHaveBeenCalled();
  });
});
