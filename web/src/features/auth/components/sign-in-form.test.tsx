import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, stubApi } from '../../../testing/api-stub';
import { fakeToken } from '../../../testing/fake-token';
import { renderAtUrl } from '../../../testing/render-ui';
import { SignInForm } from './sign-in-form';

const signedIn = (role = 'Investor') => ({
  body: { success: true, message: 'Signed in', accessToken: fakeToken({ id: 'u1', role }), id: 'u1', role, sessionId: 's1' },
});

async function signIn(email: string, password: string, redirect?: string) {
  const page = await renderAtUrl(<SignInForm redirect={redirect} />, '/signin');
  if (email) await page.user.type(screen.getByLabelText('Email'), email);
  if (password) await page.user.type(screen.getByLabelText('Password'), password);
  await page.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return page;
}

describe('SignInForm', () => {
  it('asks for the email and the password before sending anything', async () => {
    const api = stubApi({});
    await signIn('', '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.to('POST', '/api/auth/signin')).toHaveLength(0);
  });

  it('refuses an email that is not of email format', async () => {
    const api = stubApi({});
    await signIn('asha.example.com', 'secret-pass');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.to('POST', '/api/auth/signin')).toHaveLength(0);
  });

  it('shows the server’s message when the sign-in is refused', async () => {
    stubApi({ 'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } } });
    await signIn('asha@example.com', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('falls back to the spec’s words when the server gives no message', async () => {
    stubApi({ 'POST /api/auth/signin': { status: 500, body: {} } });
    await signIn('asha@example.com', 'secret-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed. Please try again.');
  });

  it('says so when the network fails', async () => {
    stubApi({ 'POST /api/auth/signin': 'network-error' });
    await signIn('asha@example.com', 'secret-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });

  it('shows a waiting message, keeps the session and goes to the role’s dashboard', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const reply = heldReply(signedIn('Investor'));
    const api = stubApi({ 'POST /api/auth/signin': reply.route, 'PUT /api/user/verify': { body: { message: 'Token is valid' } } });
    await signIn(' asha@example.com ', 'secret-pass');

    expect(screen.getByText('Signing you in, please wait...')).toBeInTheDocument();
    reply.release();

    expect(await screen.findByText('Now at /dashboard/Investor')).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/signin')[0]?.body).toEqual({ email: 'asha@example.com', password: 'secret-pass' });
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(localStorage.getItem('token')).toBe(signedIn('Investor').body.accessToken);
    expect(api.to('PUT', '/api/user/verify')).toHaveLength(1);
  });

  it('returns to the page the visitor was sent away from, never to another site', async () => {
    stubApi({ 'POST /api/auth/signin': signedIn('Hustler'), 'PUT /api/user/verify': { body: { message: 'ok' } } });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await signIn('asha@example.com', 'secret-pass', '/messages');
    expect(await screen.findByText('Now at /messages')).toBeInTheDocument();
  });

  it('goes to the dashboard instead of another site named as the return page', async () => {
    stubApi({ 'POST /api/auth/signin': signedIn('Hustler'), 'PUT /api/user/verify': { body: { message: 'ok' } } });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await signIn('asha@example.com', 'secret-pass', '//evil.example/steal');
    expect(await screen.findByText('Now at /dashboard/Hustler')).toBeInTheDocument();
  });
});
