import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl } from '../../../testing/render-ui';
import { APPEAL_SENT, APPEAL_UPHELD, SuspensionAppealCard } from './suspension-appeal-card';

const DECISION = 'We suspended your account. Reason: Scam or fraud.';
const appeal = (status: 'open' | 'upheld') => ({
  _id: 'a1',
  reportId: 'r1',
  decision: 'suspended',
  reason: 'I sell tea.',
  status,
  createdAt: '2026-12-01T10:00:00.000Z',
  deadlineAt: '2026-12-16T10:00:00.000Z',
  resolvedAt: null,
});
const shown = (appealed: ReturnType<typeof appeal> | null = null) => ({ body: { success: true, decision: DECISION, appeal: appealed } });

const openLink = (token?: string) => renderAtUrl(<SuspensionAppealCard token={token} />, `/appeal${token ? `?token=${token}` : ''}`);
const card = () => within(screen.getByRole('region', { name: 'Appeal a Decision' }));

describe('SuspensionAppealCard', () => {
  it('shows the decision, sends one appeal with the link’s token, then says what happens next', async () => {
    const api = stubApi({
      'GET /api/appeals/suspension': shown(),
      'POST /api/appeals/suspension': { status: 201, body: { success: true, appeal: appeal('open') } },
    });
    const { user } = await openLink('tok123');

    expect(await card().findByText(DECISION)).toBeInTheDocument();
    expect(api.to('GET', '/api/appeals/suspension')[0]?.search.get('token')).toBe('tok123');
    await user.type(card().getByLabelText('Why should we look again?'), '  I sell tea, not schemes.  ');
    await user.click(card().getByRole('button', { name: 'Send appeal' }));

    expect(await card().findByText(APPEAL_SENT)).toHaveAttribute('role', 'status');
    expect(api.to('POST', '/api/appeals/suspension')[0]?.body).toEqual({ token: 'tok123', reason: 'I sell tea, not schemes.' });
    expect(card().queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });

  it('sends nothing without a reason, and says what is missing', async () => {
    const api = stubApi({ 'GET /api/appeals/suspension': shown() });
    const { user } = await openLink('tok123');
    await user.click(await card().findByRole('button', { name: 'Send appeal' }));
    expect(card().getByText('Say why we should look again')).toBeInTheDocument();
    expect(api.to('POST', '/api/appeals/suspension')).toHaveLength(0);
  });

  it.each([
    ['open', APPEAL_SENT],
    ['upheld', APPEAL_UPHELD],
  ] as const)('an appeal already %s says where it stands, with no form', async (status, text) => {
    stubApi({ 'GET /api/appeals/suspension': shown(appeal(status)) });
    await openLink('tok123');
    expect(await card().findByText(text)).toHaveAttribute('role', 'status');
    expect(card().queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });

  it('a link whose decision changed or expired says so (the server’s words), and points to the Grievance Officer', async () => {
    const message = 'This appeal link has expired: write to our Grievance Officer (see /grievance)';
    stubApi({ 'GET /api/appeals/suspension': { status: 410, body: { success: false, message } } });
    await openLink('old');
    expect(await card().findByRole('alert')).toHaveTextContent(message);
    expect(card().getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '/grievance');
  });

  it('a link without a token asks nothing of the server', async () => {
    const api = stubApi({});
    await openLink();
    expect(card().getByRole('alert')).toHaveTextContent('This appeal link is not valid');
    expect(api.to('GET', '/api/appeals/suspension')).toHaveLength(0);
  });
});
