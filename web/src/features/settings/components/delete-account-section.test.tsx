import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { DeleteAccountSection, WHAT_GOES } from './delete-account-section';

function openSection() {
  signInAs('me');
  render(<Toaster />);
  return renderUi(<DeleteAccountSection />);
}

async function askToDelete(user: ReturnType<typeof openSection>['user'], password: string) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  it('asks for the password first', async () => {
    const api = stubApi({});
    const { user } = openSection();

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('says what goes before deleting, and Cancel deletes nothing', async () => {
    const api = stubApi({});
    const { user } = openSection();
    const confirm = await askToDelete(user, 'my-password');
    expect(confirm).toHaveAccessibleDescription(WHAT_GOES);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(confirm).not.toHaveAttribute('open'));
    expect(api.sent).toHaveLength(0);
  });

  it('deletes the account once confirmed: the device forgets the user and says so', async () => {
    const api = stubApi({ 'DELETE /api/account': { body: { success: true, message: 'Account deleted' } } });
    const { user } = openSection();
    const confirm = await askToDelete(user, 'my-password');

    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted');
    expect(api.to('DELETE', '/api/account')[0]?.body).toEqual({ password: 'my-password' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a wrong password under the field and keeps the account', async () => {
    stubApi({ 'DELETE /api/account': { status: 400, body: { message: 'Password is incorrect', field: 'password' } } });
    const { user } = openSection();
    const confirm = await askToDelete(user, 'not-it');

    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is incorrect'));
    expect(confirm).not.toHaveAttribute('open');
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
