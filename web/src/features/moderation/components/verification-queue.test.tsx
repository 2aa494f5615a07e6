import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { Verification } from '../../../types/api';
import { ModerationPage } from './moderation-page';

const request = (id: string, changes: Partial<Verification> = {}): Verification => ({
  _id: id,
  kind: 'investor',
  status: 'pending',
  evidence: { basis: 'sebi', registrationNumber: 'IN/AIF1/20-21/0812', url: 'https://fund.example.in/team', portfolio: ['Krishi Setu', 'Dabba'] },
  reason: null,
  document: null,
  requester: { _id: `u-${id}`, name: 'Asha Rao', role: 'Investor' },
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  ...changes,
});

async function showRequests(decision: { status?: number; body?: unknown } = { body: { success: true } }) {
  signInAs('moderator');
  const api = stubApi({
    'GET /api/moderation/reports': { body: { items: [], nextCursor: null } },
    'GET /api/verifications': {
      body: {
        success: true,
        data: [
          request('v1'),
          request('v2', {
            kind: 'investor',
            evidence: { basis: 'angel-network', network: 'Mumbai Angels', url: 'https://angels.example.in', portfolio: [] },
            requester: { _id: 'u2', name: 'Vikram', role: 'Investor' },
            document: { name: 'Mumbai Angels letter.pdf', size: 52_000, type: 'application/pdf' },
          }),
        ],
        nextCursor: null,
      },
    },
    'PUT /api/verifications/v1': decision,
    'PUT /api/verifications/v2': decision,
  });
  const page = renderUi(<ModerationPage />);
  await page.user.click(screen.getByRole('button', { name: 'Verification requests' }));
  const list = await screen.findByRole('list', { name: 'Verification requests, oldest first' });
  return { api, ...page, list };
}

describe('the verification requests on /moderation', () => {
  it('lists pending requests: who asks, their role, the evidence in words and the page as a link', async () => {
    const { api, list } = await showRequests();
    expect(api.to('GET', '/api/verifications')[0]?.search.get('status')).toBe('pending');
    const [first, second] = within(list).getAllByRole('listitem');
    const row = within(first!);
    expect(row.getByRole('heading', { level: 2 })).toHaveTextContent('Investor · Asha Rao');
    expect(first).toHaveTextContent('Asha Rao (Investor)');
    expect(first).toHaveTextContent('SEBI-registered fund');
    expect(first).toHaveTextContent('IN/AIF1/20-21/0812');
    expect(first).toHaveTextContent('Krishi Setu, Dabba');
    expect(row.getByRole('link', { name: 'https://fund.example.in/team' })).toHaveAttribute('href', 'https://fund.example.in/team');
    expect(second).toHaveTextContent('Mumbai Angels');
    // The letter sent with the second, as a download; the first sent none.
    expect(within(second!).getByRole('button', { name: 'Download document' })).toHaveTextContent('Mumbai Angels letter.pdf');
    expect(row.queryByRole('button', { name: 'Download document' })).not.toBeInTheDocument();
  });

  it('approves a request, which leaves the list', async () => {
    const { api, list, user } = await showRequests();
    const first = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.to('PUT', '/api/verifications/v1')[0]?.body).toEqual({ action: 'approve' });
    expect(list).not.toHaveTextContent('Asha Rao');
  });

  it('asks for a reason before rejecting or asking for more, and sends it', async () => {
    const { api, list, user } = await showRequests();
    const second = within(within(list).getAllByRole('listitem')[1]!);
    await user.click(second.getByRole('button', { name: 'Reject' }));
    const reason = second.getByLabelText(/^Reason/);
    expect(reason).toHaveAccessibleDescription('Say why: the requester is told your reason');
    expect(reason).toHaveFocus();
    expect(api.to('PUT', '/api/verifications/v2')).toHaveLength(0);

    await user.type(reason, 'The page does not name you');
    await user.click(second.getByRole('button', { name: 'Ask for more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.to('PUT', '/api/verifications/v2')[0]?.body).toEqual({ action: 'more', reason: 'The page does not name you' });
  });

  it('drops a request another moderator decided meanwhile (409)', async () => {
    const { list, user } = await showRequests({ status: 409, body: { message: 'This request cannot be approved now' } });
    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when no request is waiting', async () => {
    signInAs('moderator');
    stubApi({
      'GET /api/moderation/reports': { body: { items: [], nextCursor: null } },
      'GET /api/verifications': { body: { success: true, data: [], nextCursor: null } },
    });
    const { user } = renderUi(<ModerationPage />);
    await user.click(screen.getByRole('button', { name: 'Verification requests' }));
    expect(await screen.findByText('No verification requests waiting.')).toBeInTheDocument();
  });
});
