import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserKeys } from '../../../entities/session/current-user';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs, testQueryClient } from '../../../testing/render-ui';
import { VerifyEmailCard } from './verify-email-card';

const PROVEN = { body: { success: true, message: 'Your email is confirmed.', email: 'asha@example.com' } };
const INVALID = { status: 400, body: { message: 'This link is invalid or has expired. Ask for a new one.', field: 'token' } };

/** The page at the mailed link, as the app mounts it (StrictMode runs its effects twice). */
const openLink = (token?: string, client = testQueryClient()) =>
  renderAtUrl(
    <StrictMode>
      <VerifyEmailCard token={token} />
    </StrictMode>,
    `/verify-email${token ? `?token=${token}` : ''}`,
    client,
  );

/** The page's card (the site's header has links of its own). */
const card = () => within(screen.getByRole('region', { name: /email/i }));

describe('VerifyEmailCard', () => {
  it('proves the token once, then says so and, signed out, offers to sign in', async () => {
    const api = stubApi({ 'POST /api/auth/email/verify': PROVEN });
    await openLink('tok123');

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your email is confirmed.');
    expect(card().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(api.to('POST', '/api/auth/email/verify')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/email/verify')[0]?.body).toEqual({ token: 'tok123' });
  });

  it('signed in, reads the account again (the banners then go) and goes on to the dashboard', async () => {
    signInAs('me');
    const api = stubApi({
      'POST /api/auth/email/verify': PROVEN,
      'GET /api/userprofile/getUser': { body: { success: true, user: { _id: 'me', email: 'asha@example.com', emailVerified: true } } },
    });
    const client = testQueryClient();
    client.setQueryData(currentUserKeys.of('me'), { email: 'asha@example.com', emailVerified: false } as never);
    await openLink('tok123', client);

    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(client.getQueryData(currentUserKeys.of('me'))).toMatchObject({ emailVerified: true });
    expect(api.to('GET', '/api/userprofile/getUser')).toHaveLength(1);
  });

  it("shows the server's refusal and, signed in, sends a new link", async () => {
    signInAs('me');
    const api = stubApi({
      'POST /api/auth/email/verify': INVALID,
      'POST /api/auth/email/resend': { status: 202, body: { success: true, message: 'We have sent a new link to asha@example.com.' } },
    });
    const { user } = await openLink('used');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
    expect(screen.getByRole('heading', { name: 'Email not confirmed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('We have sent a new link to asha@example.com.')).toHaveAttribute('role', 'status');
    expect(api.to('POST', '/api/auth/email/resend')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/email/verify')).toHaveLength(1);
  });

  it('signed out, a refused link offers to sign in, not a new link', async () => {
    stubApi({ 'POST /api/auth/email/verify': INVALID });
    await openLink('used');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
    expect(card().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says a link without a token is invalid, sending nothing', async () => {
    const api = stubApi({});
    await openLink();

    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
    expect(api.sent).toHaveLength(0);
  });
});
