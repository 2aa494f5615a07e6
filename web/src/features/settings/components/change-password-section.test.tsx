import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldReply, stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { ChangePasswordSection } from './change-password-section';

async function changePassword(current: string, next: string) {
  signInAs('me');
  const page = renderUi(<ChangePasswordSection />);
  if (current) await page.user.type(screen.getByLabelText('Current password'), current);
  if (next) await page.user.type(screen.getByLabelText('New password'), next);
  await page.user.click(screen.getByRole('button', { name: 'Change Password' }));
  return page;
}

describe('ChangePasswordSection', () => {
  it('asks for both passwords before sending', async () => {
    const api = stubApi({});
    await changePassword('', '');

    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('New password is required');
    expect(api.sent).toHaveLength(0);
  });

  it('holds a new password to the server’s rules', async () => {
    const api = stubApi({});
    await changePassword('old-password', 'short');

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(api.sent).toHaveLength(0);
  });

  it('changes the password, says so and clears both fields', async () => {
    const reply = heldReply({ body: { success: true, message: 'Password changed. Other devices are signed out.' } });
    const api = stubApi({ 'PUT /api/auth/password': reply.route });
    await changePassword('old-password', 'a-new-password');

    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    reply.release();

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed. Other devices are signed out.');
    expect(api.to('PUT', '/api/auth/password')[0]?.body).toEqual({ currentPassword: 'old-password', newPassword: 'a-new-password' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password under that field', async () => {
    stubApi({ 'PUT /api/auth/password': { status: 400, body: { message: 'Current password is incorrect', field: 'currentPassword' } } });
    await changePassword('not-it', 'a-new-password');

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    stubApi({ 'PUT /api/auth/password': 'network-error' });
    await changePassword('old-password', 'a-new-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-password');
  });
});
