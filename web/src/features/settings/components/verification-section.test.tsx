import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { Verification } from '../../../types/api';
import { VerificationSection } from './verification-section';

const request = (changes: Partial<Verification>): Verification => ({
  _id: 'v1',
  kind: 'investor',
  status: 'pending',
  evidence: { basis: 'sebi', registrationNumber: 'IN/AIF1/20-21/0812', url: 'https://fund.example.in', portfolio: [] },
  reason: null,
  document: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  ...changes,
});

const mine = (data: Verification[]) => ({ body: { success: true, data } });

describe('VerificationSection', () => {
  it("lists the user's requests with their status in words and the moderator's reason", async () => {
    signInAs('me', 'Investor');
    stubApi({
      'GET /api/verifications/mine': mine([
        request({ _id: 'v2', status: 'rejected', reason: 'The page does not name you' }),
        request({ _id: 'v1', kind: 'person', status: 'approved', evidence: { workEmail: 'asha@acme.in' } }),
      ]),
    });
    renderUi(<VerificationSection />);

    const list = await screen.findByRole('list', { name: 'Your verification requests' });
    const [investor, work] = within(list).getAllByRole('listitem');
    expect(investor).toHaveTextContent('Investor · SEBI-registered fund');
    expect(investor).toHaveTextContent('Not approved');
    expect(investor).toHaveTextContent("Moderator's reason: The page does not name you");
    expect(work).toHaveTextContent('Work email · asha@acme.in');
    expect(work).toHaveTextContent('Approved');
    // A rejected request may be asked again; a work email badge that stands is not asked twice.
    expect(screen.getByRole('form', { name: 'Verify as an investor' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verify your work email' })).not.toBeInTheDocument();
  });

  it("sends an investor's SEBI request, checking the number first", async () => {
    signInAs('me', 'Investor');
    let sent = false;
    const api = stubApi({
      'GET /api/verifications/mine': () => mine(sent ? [request({})] : []),
      'POST /api/verifications': () => {
        sent = true;
        return { status: 201, body: { success: true, verification: request({}) } };
      },
    });
    const { user } = renderUi(<VerificationSection />);
    const form = within(await screen.findByRole('form', { name: 'Verify as an investor' }));

    await user.type(form.getByLabelText('SEBI registration number'), 'AIF-12');
    await user.click(form.getByRole('button', { name: 'Ask for verification' }));
    expect(form.getByLabelText('SEBI registration number')).toHaveAccessibleDescription('Write it as SEBI does, e.g. IN/AIF1/20-21/0812');
    expect(form.getByLabelText(/A page that names you/)).toHaveAccessibleDescription(/starting with https:\/\//);
    expect(api.to('POST', '/api/verifications')).toHaveLength(0);

    await user.clear(form.getByLabelText('SEBI registration number'));
    await user.type(form.getByLabelText('SEBI registration number'), 'IN/AIF1/20-21/0812');
    await user.type(form.getByLabelText(/A page that names you/), 'https://fund.example.in/team');
    await user.type(form.getByLabelText('Portfolio company 1'), 'Krishi Setu');
    await user.click(form.getByRole('button', { name: 'Ask for verification' }));

    await waitFor(() =>
      expect(api.to('POST', '/api/verifications')[0]?.body).toEqual({
        kind: 'investor',
        basis: 'sebi',
        registrationNumber: 'IN/AIF1/20-21/0812',
        url: 'https://fund.example.in/team',
        portfolio: ['Krishi Setu'],
      }),
    );
    // Now open: it shows in the list, and the form goes until it is decided.
    expect(await screen.findByText('Waiting for a moderator')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verify as an investor' })).not.toBeInTheDocument();
  });

  it("adds a document to an investor's request waiting for a moderator, refusing what is not a PDF or picture", async () => {
    signInAs('me', 'Investor');
    let documented = false;
    const withDocument = () => request(documented ? { document: { name: 'letter.pdf', size: 2048, type: 'application/pdf' } } : {});
    const api = stubApi({
      'GET /api/verifications/mine': () => mine([withDocument()]),
      'PUT /api/verifications/v1/document': () => {
        documented = true;
        return { body: { success: true, verification: withDocument() } };
      },
    });
    renderUi(<VerificationSection />);
    const picker = await screen.findByLabelText('Add a document (optional)');

    // Past the picker's own filter (a file dropped or chosen with 'All files').
    fireEvent.change(picker, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect(picker).toHaveAccessibleDescription(/Document must be a PDF, PNG or JPEG file/);
    expect(api.to('PUT', '/api/verifications/v1/document')).toHaveLength(0);

    fireEvent.change(picker, { target: { files: [new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Document sent.')).toBeInTheDocument();
    const sent = api.to('PUT', '/api/verifications/v1/document')[0]?.body as FormData;
    expect((sent.get('document') as File).name).toBe('letter.pdf');
    // The list now names the document (its download) and offers to replace it.
    expect(await screen.findByRole('button', { name: 'Download document' })).toHaveTextContent('letter.pdf');
    expect(screen.getByLabelText('Replace the document')).toBeInTheDocument();
  });

  it('sends an angel network request and shows what the server refused under its field', async () => {
    signInAs('me', 'Investor');
    const api = stubApi({
      'GET /api/verifications/mine': mine([]),
      'POST /api/verifications': { status: 400, body: { message: 'url must match pattern', field: 'url' } },
    });
    const { user } = renderUi(<VerificationSection />);
    const form = within(await screen.findByRole('form', { name: 'Verify as an investor' }));

    await user.click(form.getByRole('radio', { name: 'Angel network' }));
    await user.type(form.getByLabelText('Name of the angel network'), 'Mumbai Angels');
    await user.type(form.getByLabelText(/A page that names you/), 'https://mumbaiangels.example/team');
    await user.click(form.getByRole('button', { name: 'Ask for verification' }));

    await waitFor(() => expect(form.getByLabelText(/A page that names you/)).toHaveAccessibleDescription('url must match pattern'));
    expect(api.to('POST', '/api/verifications')[0]?.body).toMatchObject({ kind: 'investor', basis: 'angel-network', network: 'Mumbai Angels', portfolio: [] });
  });

  it('offers no investor request to other roles', async () => {
    signInAs('me', 'Hustler');
    stubApi({ 'GET /api/verifications/mine': mine([]) });
    renderUi(<VerificationSection />);
    expect(await screen.findByRole('form', { name: 'Verify your work email' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verify as an investor' })).not.toBeInTheDocument();
  });

  it('proves a work email by the code mailed to it', async () => {
    signInAs('me', 'Jobseeker');
    let status: Verification['status'] | null = null;
    const work = () => request({ _id: 'w1', kind: 'person', status: status ?? 'code-sent', evidence: { workEmail: 'asha@acme.in' } });
    const api = stubApi({
      'GET /api/verifications/mine': () => mine(status ? [work()] : []),
      'POST /api/verifications': () => {
        status = 'code-sent';
        return { status: 201, body: { success: true, verification: work() } };
      },
      'POST /api/verifications/w1/code': (sent) => {
        if ((sent.body as { code: string }).code !== '123456') return { status: 400, body: { message: 'That code is not right. Check the email we sent.', field: 'code' } };
        status = 'approved';
        return { body: { success: true, verification: work() } };
      },
    });
    const { user } = renderUi(<VerificationSection />);

    await user.type(await screen.findByLabelText('Work email'), 'asha@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(/Use your work address/);
    expect(api.to('POST', '/api/verifications')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Work email'));
    await user.type(screen.getByLabelText('Work email'), 'asha@acme.in');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(api.to('POST', '/api/verifications')[0]?.body).toEqual({ kind: 'person', workEmail: 'asha@acme.in' });

    const code = await screen.findByLabelText('Enter the code we emailed');
    expect(screen.getByText(/We sent a 6-digit code to asha@acme.in/)).toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. Check the email we sent.'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter the code we emailed')).not.toBeInTheDocument();
  });

  it('says when the server refuses a second request of a kind (409)', async () => {
    signInAs('me', 'Jobseeker');
    stubApi({
      'GET /api/verifications/mine': mine([]),
      'POST /api/verifications': { status: 409, body: { message: 'A request of this kind is already open' } },
    });
    const { user } = renderUi(<VerificationSection />);
    await user.type(await screen.findByLabelText('Work email'), 'asha@acme.in');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A request of this kind is already open');
  });
});
