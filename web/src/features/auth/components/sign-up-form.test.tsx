import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { stubApi } from '../../../testing/api-stub';
import { fakeToken } from '../../../testing/fake-token';
import { renderAtUrl } from '../../../testing/render-ui';
import { PRIVACY_NOTICE_VERSION } from '../../../entities/session/privacy-notice';
import { SignUpForm } from './sign-up-form';

const CONSENT = 'I am 18 or older and I agree to the Privacy Policy';

const signedUp = (role: string) => ({
  status: 201,
  body: { success: true, message: 'Signed up', accessToken: fakeToken({ id: 'u2', role }), id: 'u2', role, sessionId: 's2' },
});

/** The sign-up page, with the app's toasts beside the router (they outlive the page). */
async function openSignUp() {
  render(<Toaster />);
  return renderAtUrl(<SignUpForm />, '/signup');
}

describe('SignUpForm', () => {
  it('offers the four roles, Hustler chosen by default (spec §5)', async () => {
    await openSignUp();
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('Hustler');
    expect([...(role as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Hustler', 'Investor', 'Co-founder', 'Job Seeker']);
  });

  it('checks a new password against the server’s rules before sending', async () => {
    const api = stubApi({});
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(api.sent).toHaveLength(0);
  });

  it('refuses to sign up until the person confirms they are 18 or older and agree to the Privacy Policy', async () => {
    const api = stubApi({});
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const consent = screen.getByLabelText(CONSENT);
    expect(consent).toHaveAccessibleDescription('Please confirm that you are 18 or older and agree to the Privacy Policy.');
    expect(consent).toHaveFocus();
    expect(consent).not.toBeChecked();
    expect(api.sent).toHaveLength(0);
    const form = within(screen.getByRole('form', { name: 'Create your account' }));
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('sends the chosen role and goes to that role’s profile form, saying the sign-up worked', async () => {
    const api = stubApi({ 'POST /api/auth/signup': signedUp('Investor') });
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.selectOptions(screen.getByLabelText('Role'), 'Investor');
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Now at /InvestorForm')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signup successful!');
    expect(api.to('POST', '/api/auth/signup')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'a-long-password',
      role: 'Investor',
      consent: { adult: true, noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(localStorage.getItem('userId')).toBe('u2');
  });

  it('shows the server’s message under the field it names, and sends the next try all the same', async () => {
    const api = stubApi({ 'POST /api/auth/signup': { status: 400, body: { message: 'Password is too common', field: 'password' } } });
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is too common');
    await user.type(screen.getByLabelText('Password'), ' of my own');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(api.to('POST', '/api/auth/signup')).toHaveLength(2));
  });

  it('shows the server’s message, else the spec’s fallback, when the sign-up fails', async () => {
    stubApi({ 'POST /api/auth/signup': { status: 409, body: { message: 'User already exists' } } });
    const first = await openSignUp();
    await first.user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'a-long-password');
    await first.user.click(screen.getByLabelText(CONSENT));
    await first.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    first.unmount();

    stubApi({ 'POST /api/auth/signup': { status: 500, body: {} } });
    const second = await openSignUp();
    await second.user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await second.user.type(screen.getByLabelText('Password'), 'a-long-password');
    await second.user.click(screen.getByLabelText(CONSENT));
    await second.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed');
  });
});
