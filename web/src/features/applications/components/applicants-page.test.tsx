import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../../lib/toast';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { application, applicationsPage } from '../testing/application-fixtures';
import { ApplicantsPage } from './applicants-page';

const LIST = '/api/jobs/j1/applications';
const open = () => renderAtUrl(<ApplicantsPage jobId="j1" job={{ title: 'Backend Engineer', startupName: 'MandiCool' }} />, '/jobs/j1/applicants');
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const card = (within_: HTMLElement, name: string) => within(within_).getByRole('article', { name });

describe("a job's applicants", () => {
  it('shows each applicant under their status, with their note, résumé and a way to message them', async () => {
    signInAs('founder');
    stubApi({
      [`GET ${LIST}`]: {
        body: applicationsPage([
          application(),
          application({ _id: 'a2', status: 'interviewing', applicant: { _id: 'u2', verified: false, profiledetails: { Username: 'Ravi Iyer', profilePic: null } } }),
          application({ _id: 'a3', status: 'withdrawn', applicant: { _id: 'u3', verified: false, profiledetails: { Username: 'Meena Das', profilePic: null } } }),
        ]),
      },
    });
    await open();

    const applied = await screen.findByRole('region', { name: 'Applied (1)' });
    const asha = card(applied, 'Asha Rao');
    expect(within(asha).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/people/u1');
    expect(asha).toHaveTextContent('I built cold-chain software at my last job.');
    expect(within(asha).getByRole('button', { name: /Download résumé/ })).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages?with=u1');
    expect(card(screen.getByRole('region', { name: 'Interviewing (1)' }), 'Ravi Iyer')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shortlisted (0)' })).toHaveTextContent('No one here yet.');
    // Withdrawn ones come apart, with nothing left to do.
    expect(card(screen.getByRole('region', { name: 'Withdrawn (1)' }), 'Meena Das')).toHaveTextContent('The applicant withdrew this application.');
    expect(screen.getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/j1');
  });

  it('moves an applicant on in one tap, or to any other status', async () => {
    signInAs('founder');
    let shown = application();
    const api = stubApi({
      [`GET ${LIST}`]: () => ({ body: applicationsPage([shown]) }),
      'PUT /api/applications/a1': (request: SentRequest) => {
        const status = (request.body as { status: 'shortlisted' }).status;
        shown = application({ status, history: [...shown.history, { status, at: '2026-12-03T10:00:00.000Z', reason: null, note: null }] });
        return { body: { success: true, application: shown } };
      },
    });
    const { user } = await open();

    await user.click(within(card(await screen.findByRole('region', { name: 'Applied (1)' }), 'Asha Rao')).getByRole('button', { name: 'Shortlist' }));
    const asha = await waitFor(() => card(column('Shortlisted'), 'Asha Rao'));
    expect(api.to('PUT', '/api/applications/a1')[0]!.body).toEqual({ status: 'shortlisted' });
    expect(screen.getByRole('region', { name: 'Applied (0)' })).toBeInTheDocument();

    await user.selectOptions(within(asha).getByLabelText('Move to'), 'offered');
    await user.click(within(asha).getByRole('button', { name: 'Move' }));
    await waitFor(() => card(column('Offered'), 'Asha Rao'));
    expect(api.to('PUT', '/api/applications/a1')[1]!.body).toEqual({ status: 'offered' });
  });

  it('rejects with a reason from the list and an optional note', async () => {
    signInAs('founder');
    let shown = application();
    const api = stubApi({
      [`GET ${LIST}`]: () => ({ body: applicationsPage([shown]) }),
      'PUT /api/applications/a1': (request: SentRequest) => {
        const { reason, note } = request.body as { reason: 'filled'; note?: string };
        shown = application({ status: 'rejected', history: [...shown.history, { status: 'rejected', at: '2026-12-03T10:00:00.000Z', reason, note: note ?? null }] });
        return { body: { success: true, application: shown } };
      },
    });
    const { user } = await open();

    const asha = card(await screen.findByRole('region', { name: 'Applied (1)' }), 'Asha Rao');
    await user.click(within(asha).getByRole('button', { name: 'Reject' }));
    const form = within(asha).getByRole('form', { name: 'Reject Asha Rao' });
    await user.click(within(form).getByRole('button', { name: 'Reject applicant' }));
    expect(within(form).getByText('Choose a reason')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveFocus();
    expect(api.to('PUT', '/api/applications/a1')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Reason'), 'filled');
    await user.type(within(form).getByLabelText('Note to the applicant (optional)'), 'We hired from an earlier round.');
    await user.click(within(form).getByRole('button', { name: 'Reject applicant' }));

    const rejected = await waitFor(() => card(column('Not selected'), 'Asha Rao'));
    expect(api.to('PUT', '/api/applications/a1')[0]!.body).toEqual({ status: 'rejected', reason: 'filled', note: 'We hired from an earlier round.' });
    expect(rejected).toHaveTextContent('Reason: The position has been filled');
    expect(rejected).toHaveTextContent('Note sent: “We hired from an earlier round.”');
    expect(rejected).toHaveTextContent('Not selected: this application is final.');
  });

  it('says when the application changed meanwhile, and reads the pipeline again', async () => {
    signInAs('founder');
    let reads = 0;
    const api = stubApi({
      [`GET ${LIST}`]: () => ((reads += 1), { body: applicationsPage([reads === 1 ? application() : application({ status: 'withdrawn' })]) }),
      'PUT /api/applications/a1': { status: 409, body: { success: false, message: 'This application changed meanwhile: reload' } },
    });
    const { user } = await open();

    const asha = card(await screen.findByRole('region', { name: 'Applied (1)' }), 'Asha Rao');
    await user.click(within(asha).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => card(column('Withdrawn'), 'Asha Rao'));
    expect(currentToasts().map((toast) => `${toast.tone}: ${toast.text}`)).toEqual(['error: This application changed meanwhile: reload']);
    expect(api.to('GET', LIST).length).toBeGreaterThan(1);
  });

  it('filters by one status, read from the server', async () => {
    signInAs('founder');
    const api = stubApi({
      [`GET ${LIST}`]: (request: SentRequest) => ({
        body: applicationsPage(request.search.get('status') === 'withdrawn' ? [application({ status: 'withdrawn' })] : [application()]),
      }),
    });
    const { user } = await open();
    await screen.findByRole('region', { name: 'Applied (1)' });

    await user.selectOptions(screen.getByLabelText('Show'), 'withdrawn');
    expect(await screen.findByRole('region', { name: 'Withdrawn (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Applied/ })).not.toBeInTheDocument();
    expect(api.to('GET', LIST).at(-1)!.search.get('status')).toBe('withdrawn');
  });

  it('downloads a résumé with the session, as no plain link could', async () => {
    signInAs('founder');
    const api = stubApi({
      [`GET ${LIST}`]: { body: applicationsPage([application()]) },
      'GET /api/applications/a1/resume': { body: '%PDF-1.4' },
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await open();

    await user.click(within(card(await screen.findByRole('region', { name: 'Applied (1)' }), 'Asha Rao')).getByRole('button', { name: /Download résumé/ }));
    await waitFor(() => expect(saved).toEqual(['asha-rao.pdf']));
    expect(api.to('GET', '/api/applications/a1/resume')[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("tells someone outside the startup there is no such job", async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${LIST}`]: { status: 404, body: { success: false, message: 'Job not found' } } });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByText("Only the startup's team can see who applied for its jobs.")).toBeInTheDocument();
  });
});
