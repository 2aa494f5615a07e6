import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../lib/drafts';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { job } from '../testing/job-fixtures';
import { JobPage } from './job-page';

const PATH = '/api/jobs/j1';
const APPLY = `${PATH}/applications`;
const open = () => renderAtUrl(<JobPage jobId="j1" />, '/jobs/j1');
const viewer = (changes: Partial<ReturnType<typeof job>['viewer']>) => ({ isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: false, ...changes });
const pdf = (name = 'asha-rao.pdf', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const applied = { success: true, application: { _id: 'a1', status: 'applied' } };

async function openForm() {
  const rendered = await open();
  await rendered.user.click(await screen.findByRole('button', { name: 'Apply' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Apply for Backend Engineer' }) };
}

afterEach(() => {
  window.dispatchEvent(new Event('online'));
});

describe('applying for a job', () => {
  it('checks the résumé as the server would: a PDF, at most 5 MB, and one is needed', async () => {
    signInAs('seeker', 'Jobseeker');
    const api = stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job() } } });
    const { user, form } = await openForm();

    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('Add your résumé: a PDF of at most 5 MB')).toBeInTheDocument();
    expect(within(form).getByLabelText('Résumé')).toHaveFocus();

    // Chosen as a drop or another browser would give them (the picker itself offers PDFs only).
    const choose = (file: File) => fireEvent.change(within(form).getByLabelText('Résumé'), { target: { files: [file] } });
    choose(new File(['x'], 'cv.docx', { type: 'application/msword' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Résumé must be a PDF file');
    choose(pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Résumé must be at most 5 MB');
    expect(api.to('POST', APPLY)).toHaveLength(0);
  });

  it('counts the note, refuses one over 1,000 characters, and sends the note and the résumé as one form', async () => {
    signInAs('seeker', 'Jobseeker');
    let status: 'applied' | null = null;
    const api = stubApi({
      [`GET ${PATH}`]: () => ({ body: { success: true, job: job({ viewer: viewer({ applicationId: status && 'a1', applicationStatus: status }) }) } }),
      [`POST ${APPLY}`]: () => ((status = 'applied'), { status: 201, body: applied }),
    });
    const { user, form } = await openForm();

    const note = within(form).getByLabelText('Note to MandiCool (optional)');
    expect(note).toHaveFocus();
    expect(within(form).getByText('0 / 1,000 characters')).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'a'.repeat(1001) } });
    await user.upload(within(form).getByLabelText('Résumé'), pdf());
    expect(within(form).getByText('asha-rao.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('Your note can be at most 1,000 characters.')).toBeInTheDocument();
    expect(api.to('POST', APPLY)).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'I ran cold rooms in Nashik.');
    expect(within(form).getByText('27 / 1,000 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your applications' })).toHaveAttribute('href', '/applications');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    const sent = api.to('POST', APPLY)[0] as SentRequest;
    expect(sent.body).toBeInstanceOf(FormData);
    const body = sent.body as FormData;
    expect(body.get('note')).toBe('I ran cold rooms in Nashik.');
    expect((body.get('resume') as File).name).toBe('asha-rao.pdf');
    await waitFor(async () => expect(await loadDraft('job-apply-j1')).toBeUndefined());
  });

  it('keeps the note as a draft across a reload, until the application is sent', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job() } } });
    const first = await openForm();
    await first.user.type(within(first.form).getByLabelText('Note to MandiCool (optional)'), 'Half a thought');
    await waitFor(async () => expect(await loadDraft('job-apply-j1')).toEqual({ note: 'Half a thought' }));
    first.unmount();

    const { form } = await openForm();
    await waitFor(() => expect(within(form).getByLabelText('Note to MandiCool (optional)')).toHaveValue('Half a thought'));
  });

  it("says the server's refusal as it said it", async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({
      [`GET ${PATH}`]: { body: { success: true, job: job() } },
      [`POST ${APPLY}`]: { status: 409, body: { success: false, message: 'This job is no longer taking applications' } },
    });
    const { user, form } = await openForm();
    await user.upload(within(form).getByLabelText('Résumé'), pdf());
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This job is no longer taking applications');
  });

  it('offline, says applying needs the network and sends nothing', async () => {
    signInAs('seeker', 'Jobseeker');
    const api = stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job() } } });
    const { user, form } = await openForm();
    await user.upload(within(form).getByLabelText('Résumé'), pdf());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));

    expect(within(form).getByRole('status')).toHaveTextContent('You are offline. This needs the network; what you typed is kept.');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(api.to('POST', APPLY)).toHaveLength(0);
  });

  it('shows how an application stands instead of Apply', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ viewer: viewer({ applicationId: 'a1', applicationStatus: 'shortlisted' }) }) } } });
    await open();
    expect(await screen.findByText('Applied · Shortlisted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report job' })).toBeInTheDocument();
  });

  it('offers no Apply on a closed job', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ status: 'closed' }) } } });
    await open();
    expect(await screen.findByText('This job is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it("offers the startup's own people neither Apply nor Report, and leads them to the applicants", async () => {
    signInAs('founder');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ viewer: viewer({ isMember: true }) }) } } });
    await open();
    const manage = await screen.findByRole('region', { name: 'Manage this job' });
    expect(within(manage).getByRole('link', { name: 'View applicants' })).toHaveAttribute('href', '/jobs/j1/applicants');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report job' })).not.toBeInTheDocument();
  });

  it("lists a job's own reasons in its report dialog", async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job() } } });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Report job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(within(dialog).getByRole('radio', { name: 'Fake job' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Asks for money' })).toBeInTheDocument();
  });
});
