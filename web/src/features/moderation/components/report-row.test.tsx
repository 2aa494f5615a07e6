import { reportCategories, reportCategoryLabels } from '@startupsetu/server-core/contract/report-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryLabel } from '../../../entities/report/reports';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { QueueItem } from '../api/moderation-api';
import { ReportRow } from './report-row';

// Fair moderation (DESIGN §7.4): a removal or suspension asks to confirm in a dialog naming what
// will happen and the reason the author is told; an appeal is decided by another moderator.

const item = (changes: Partial<QueueItem> = {}): QueueItem => ({
  _id: 'r1',
  targetType: 'video',
  targetId: 'v1',
  category: 'impersonation',
  comment: null,
  status: 'open',
  createdAt: '2026-12-01T10:00:00.000Z',
  deadlineAt: '2026-12-02T10:00:00.000Z',
  reporterCount: 1,
  hidden: false,
  reporter: { _id: 'u1', name: 'Ravi' },
  targetUser: { _id: 'u2', name: 'Asha' },
  evidence: null,
  appeal: null,
  ...changes,
});

const appeal = (decidedBy: string): NonNullable<QueueItem['appeal']> => ({
  _id: 'a1',
  reportId: 'r1',
  decision: 'removed',
  reason: 'It is my own pitch.',
  status: 'open',
  decidedBy,
  createdAt: '2026-12-03T10:00:00.000Z',
  deadlineAt: '2026-12-18T10:00:00.000Z',
  resolvedAt: null,
});

function showRow(row: QueueItem) {
  signInAs('mod-1');
  const api = stubApi({ 'POST /api/moderation/reports/r1': (request) => ({ body: { success: true, report: { ...row, status: (request.body as { action: string }).action } } }) });
  const onDecided = vi.fn();
  return { api, onDecided, ...renderUi(<ReportRow item={row} onDecided={onDecided} />) };
}

describe('ReportRow: removing and suspending ask to confirm', () => {
  it('names what a removal does, asks for the reason the author is told, and sends it as the note', async () => {
    const { api, onDecided, user } = showRow(item());
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove this video?' });
    expect(dialog).toHaveTextContent('The video is hidden from everyone until a moderator restores it.');
    expect(dialog).toHaveTextContent('Asha is told it was removed for Impersonation, with your reason below.');
    expect(dialog).toHaveTextContent('They may appeal once; another moderator decides the appeal.');
    expect(api.sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    const reason = within(dialog).getByLabelText('Reason told to the author');
    expect(reason).toHaveAccessibleDescription('Say why: the author is told your reason');
    expect(reason).toHaveFocus();
    expect(api.sent).toHaveLength(0);

    await user.type(reason, 'Copies another founder.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(api.to('POST', '/api/moderation/reports/r1').map((request) => request.body)).toEqual([{ action: 'remove', note: 'Copies another founder.' }]));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ _id: 'r1' }), 'Content removed.'));
  });

  it('sends nothing when the moderator cancels', async () => {
    const { api, user } = showRow(item());
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toHaveLength(0);
  });

  it("names what a suspension does, starting from the row's note", async () => {
    const { api, user } = showRow(item({ targetType: 'user', targetId: 'u2', category: 'scam' }));
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Note (optional)'), 'Asks founders for fees.');
    await user.click(screen.getByRole('button', { name: 'Suspend user' }));

    const dialog = await screen.findByRole('dialog', { name: "Suspend Asha's account?" });
    expect(dialog).toHaveTextContent('Asha is signed out on every device and cannot sign in.');
    expect(dialog).toHaveTextContent('They are told it was suspended for Scam or fraud, with your reason below.');
    expect(within(dialog).getByLabelText('Reason told to the author')).toHaveValue('Asks founders for fees.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, suspend' }));
    await waitFor(() => expect(api.to('POST', '/api/moderation/reports/r1').map((request) => request.body)).toEqual([{ action: 'suspend', note: 'Asks founders for fees.' }]));
  });
});

describe('ReportRow: an appealed decision', () => {
  it("shows the author's appeal and lets another moderator reverse it", async () => {
    const { api, onDecided, user } = showRow(item({ status: 'appealed', hidden: true, appeal: appeal('mod-2') }));
    expect(screen.getByRole('region', { name: 'Appeal' })).toHaveTextContent('It is my own pitch.');
    expect(screen.getByRole('button', { name: 'Uphold' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reverse: restore the video' }));
    await waitFor(() => expect(api.to('POST', '/api/moderation/reports/r1').map((request) => request.body)).toEqual([{ action: 'reverse' }]));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ _id: 'r1' }), 'Appeal decided: reversed.'));
  });

  it('offers no decision to the moderator who made the one appealed', () => {
    showRow(item({ status: 'appealed', appeal: appeal('mod-1') }));
    expect(screen.getByText('You made this decision: another moderator decides its appeal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uphold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
  });
});

describe("the categories' labels", () => {
  it('are the same in the report dialog and in the notices the server writes', () => {
    for (const category of reportCategories) expect(categoryLabel(category)).toBe(reportCategoryLabels[category]);
  });
});
