import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentUserKeys } from '../../../entities/session/current-user';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { EmailProofBanner } from './email-proof-banner';

const me = (emailVerified?: boolean) => ({ body: { success: true, user: { _id: 'me', email: 'asha@example.com', emailVerified } } });
/** Once the account is read (the banner draws from it). */
const accountRead = (client: QueryClient) => waitFor(() => expect(client.getQueryState(currentUserKeys.of('me'))?.status).toBe('success'));

const BANNER = 'Confirm your email to message, connect and apply. We sent a link to asha@example.com.';

describe('EmailProofBanner', () => {
  it('tells an unproven account what waits on the link, and sends another, saying so', async () => {
    signInAs('me');
    const api = stubApi({
      'GET /api/userprofile/getUser': me(false),
      'POST /api/auth/email/resend': { status: 202, body: { success: true, message: 'We have sent a new link to asha@example.com.' } },
    });
    const { user } = renderUi(<EmailProofBanner />);

    expect(await screen.findByText(/Confirm your email to message/)).toHaveTextContent(BANNER);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new link to asha@example.com.');
    expect(api.to('POST', '/api/auth/email/resend')).toHaveLength(1);
  });

  it("shows the server's refusal of another link", async () => {
    signInAs('me');
    stubApi({
      'GET /api/userprofile/getUser': me(false),
      'POST /api/auth/email/resend': { status: 429, body: { message: 'You can ask for 5 links a day. Try again tomorrow.' } },
    });
    const { user } = renderUi(<EmailProofBanner />);

    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('You can ask for 5 links a day. Try again tomorrow.')).toHaveAttribute('role', 'status');
  });

  it('shows nothing for a proven account, nor while it is not known whether it is', async () => {
    signInAs('me');
    stubApi({ 'GET /api/userprofile/getUser': me(true) });
    const proven = renderUi(<EmailProofBanner />);
    await accountRead(proven.client);
    expect(proven.container).toBeEmptyDOMElement();
    proven.unmount();

    // A copy saved before the server said (no emailVerified), as offline with nothing newer.
    stubApi({ 'GET /api/userprofile/getUser': me(undefined) });
    const unknown = renderUi(<EmailProofBanner />);
    await accountRead(unknown.client);
    expect(unknown.container).toBeEmptyDOMElement();
  });
});
