import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import { PrivacySection } from './privacy-section';

const DEFAULTS = { emailVisibility: 'connections', phoneVisibility: 'connections', messagesFrom: 'verified' };

describe('PrivacySection', () => {
  it('shows the choices as the server holds them', async () => {
    signInAs('me', 'Investor');
    stubApi({ 'GET /api/settings/privacy': { body: { success: true, privacy: DEFAULTS } } });
    renderUi(<PrivacySection />);

    expect(await screen.findByLabelText('Who can see your email')).toHaveValue('connections');
    expect(screen.getByLabelText('Who can see your phone number')).toHaveValue('connections');
    expect(screen.getByLabelText('Who can message you')).toHaveValue('verified');
  });

  it('saves a choice as it is made, and says so', async () => {
    signInAs('me');
    const api = stubApi({
      'GET /api/settings/privacy': { body: { success: true, privacy: DEFAULTS } },
      'PUT /api/settings/privacy': ({ body }) => ({ body: { success: true, privacy: { ...DEFAULTS, ...(body as object) } } }),
    });
    const { user } = renderUi(<PrivacySection />);

    await user.selectOptions(await screen.findByLabelText('Who can see your phone number'), 'Only you');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(api.to('PUT', '/api/settings/privacy').map((request) => request.body)).toEqual([{ phoneVisibility: 'me' }]);
    expect(screen.getByLabelText('Who can see your phone number')).toHaveValue('me');
  });

  it("shows the server's refusal", async () => {
    signInAs('me');
    stubApi({
      'GET /api/settings/privacy': { body: { success: true, privacy: DEFAULTS } },
      'PUT /api/settings/privacy': { status: 400, body: { message: 'body/messagesFrom must be equal to one of the allowed values' } },
    });
    const { user } = renderUi(<PrivacySection />);

    await user.selectOptions(await screen.findByLabelText('Who can message you'), 'Everyone');
    expect(await screen.findByRole('alert')).toHaveTextContent('body/messagesFrom must be equal to one of the allowed values');
  });
});
