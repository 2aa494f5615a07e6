import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl } from '../../../testing/render-ui';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const SAME_REPLY = 'If an account exists for that email, a reset link is on its way.';

describe('ForgotPasswordForm', () => {
  it('checks the email before sending', async () => {
    const api = stubApi({});
    const { user } = await renderAtUrl(<ForgotPasswordForm />, '/forgot-password');

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.sent).toHaveLength(0);
  });

  it('sends the trimmed email and shows the server’s answer in place of the form', async () => {
    const api = stubApi({ 'POST /api/auth/forgot': { body: { success: true, message: SAME_REPLY } } });
    const { user } = await renderAtUrl(<ForgotPasswordForm />, '/forgot-password');

    await user.type(screen.getByLabelText('Email'), ' asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SAME_REPLY);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(api.to('POST', '/api/auth/forgot')[0]?.body).toEqual({ email: 'asha@example.com' });
  });

  it('says so when the network fails', async () => {
    stubApi({ 'POST /api/auth/forgot': 'network-error' });
    const { user } = await renderAtUrl(<ForgotPasswordForm />, '/forgot-password');

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});

describe('ResetPasswordForm', () => {
  it('says a link without a token is invalid, and offers a new one', async () => {
    stubApi({});
    await renderAtUrl(<ResetPasswordForm />, '/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired. Ask for a new one.');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('holds the new password to the rules, then sets it and goes on to sign in', async () => {
    render(<Toaster />);
    const api = stubApi({ 'POST /api/auth/reset': { body: { success: true, message: 'Password updated. Please sign in.' } } });
    const { user } = await renderAtUrl(<ResetPasswordForm token="tok123" />, '/reset-password');

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(api.sent).toHaveLength(0);

    await user.type(screen.getByLabelText('New password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Now at /signin')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password updated. Please sign in.');
    expect(api.to('POST', '/api/auth/reset')[0]?.body).toEqual({ token: 'tok123', password: 'short-and-longer' });
  });

  it('says when the link has expired', async () => {
    stubApi({ 'POST /api/auth/reset': { status: 400, body: { message: 'This reset link has expired', field: 'token' } } });
    const { user } = await renderAtUrl(<ResetPasswordForm token="old" />, '/reset-password');

    await user.type(screen.getByLabelText('New password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
