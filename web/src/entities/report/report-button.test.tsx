import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { renderUi, signInAs } from '../../testing/render-ui';
import { ReportButton } from './report-button';
import { Toaster } from '../../components/toaster';

function showReportButton(onReported = vi.fn()) {
  signInAs('me');
  render(<Toaster />);
  const page = renderUi(<ReportButton target={{ type: 'video', id: 'v1' }} onReported={onReported} name="Pitch day" />);
  return { ...page, onReported };
}

async function openDialog(user: ReturnType<typeof showReportButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Report Pitch day' }));
  return screen.findByRole('dialog', { name: 'Report this video' });
}

describe('ReportButton', () => {
  it('asks for a reason before sending anything', async () => {
    const api = stubApi({});
    const { user } = showReportButton();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(within(dialog).getByRole('group', { name: 'Why are you reporting it?' })).toHaveAccessibleDescription('Choose a reason');
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('sends the reason and comment, thanks the reporter and takes the item away', async () => {
    const api = stubApi({ 'POST /api/reports': { status: 201, body: { report: { _id: 'rep1' } } } });
    const { user, onReported } = showReportButton();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByLabelText('Anything else we should know?'), '  Asks for money up front  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your report. We will review it.');
    expect(api.to('POST', '/api/reports')[0]?.body).toEqual({ targetType: 'video', targetId: 'v1', category: 'scam', comment: 'Asks for money up front' });
    expect(onReported).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    stubApi({ 'POST /api/reports': { status: 429, body: { message: 'Too many reports. Please wait a little.' } } });
    const { user, onReported } = showReportButton();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many reports. Please wait a little.');
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
    expect(onReported).not.toHaveBeenCalled();
  });

  it('takes away an item that is already gone', async () => {
    stubApi({ 'POST /api/reports': { status: 404, body: { message: 'Not found' } } });
    const { user, onReported } = showReportButton();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByRole('status')).toHaveTextContent('This is no longer available.');
    expect(onReported).toHaveBeenCalledOnce();
  });

  it('Cancel closes it without sending', async () => {
    const api = stubApi({});
    const { user, onReported } = showReportButton();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Pitch day' })).toHaveFocus();
    expect(api.sent).toHaveLength(0);
    expect(onReported).not.toHaveBeenCalled();
  });
});
