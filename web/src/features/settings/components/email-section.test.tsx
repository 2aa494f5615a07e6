import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { EmailSection } from './email-section';

const me = (emailVerified: boolean) => ({ body: { success: true, user: { _id: 'me', email: 'asha@example.com', emailVerified } } });

async function changeEmail(newEmail: string, password: string) {
  signInAs('me');
  const page = renderUi(<EmailSection />);
  if (newEmail) await page.user.type(screen.getByLabelText('New email'), newEmail);
  if (password) await page.user.type(screen.getByLabelText('Current password'), password);
  await page.user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  return page;
}

describe('EmailSection', () => {
  it('shows the address and that it is confirmed', async () => {
    signInAs('me');
    stubApi({ 'GET /api/userprofile/getUser': me(true) });
    renderUi(<EmailSection />);

    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says an unconfirmed address is not confirmed yet, and sends another link', async () => {
    signInAs('me');
    const api = stubApi({
      'GET /api/userprofile/getUser': me(false),
      'POST /api/auth/email/resend': { status: 202, body: { success: true, message: 'We have sent a new link to asha@example.com.' } },
    });
    const { user } = renderUi(<EmailSection />);

    expect(await screen.findByText('Not confirmed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new link to asha@example.com.')).toHaveAttribute('role', 'status');
    expect(api.to('POST', '/api/auth/email/resend')).toHaveLength(1);
  });

  it('asks for the new address and the password before sending', async () => {
    const api = stubApi({ 'GET /api/userprofile/getUser': me(true) });
    await changeEmail('not-an-email', '');

    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(api.to('PUT', '/api/auth/email')).toHaveLength(0);
  });

  it("sends the change and shows the server's answer, clearing the fields", async () => {
    const message = 'We have sent a link to new@example.com. Your email changes when you open it.';
    const api = stubApi({ 'GET /api/userprofile/getUser': me(true), 'PUT /api/auth/email': { status: 202, body: { success: true, message } } });
    await changeEmail(' new@example.com ', 'my-password');

    const form = within(screen.getByRole('form', { name: 'Change email' }));
    expect(await form.findByRole('status')).toHaveTextContent(message);
    expect(api.to('PUT', '/api/auth/email')[0]?.body).toEqual({ newEmail: 'new@example.com', password: 'my-password' });
    expect(screen.getByLabelText('New email')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong password, and an address taken, under their fields', async () => {
    stubApi({
      'GET /api/userprofile/getUser': me(true),
      'PUT /api/auth/email': { status: 400, body: { message: 'Current password is incorrect', field: 'password' } },
    });
    const { unmount } = await changeEmail('new@example.com', 'not-it');

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    stubApi({
      'GET /api/userprofile/getUser': me(true),
      'PUT /api/auth/email': { status: 409, body: { message: 'An account with this email already exists', field: 'newEmail' } },
    });
    await changeEmail('taken@example.com', 'my-password');
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription('An account with this email already exists');
  });
});
