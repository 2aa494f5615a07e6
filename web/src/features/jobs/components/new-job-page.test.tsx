import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadDraft } from '../../../lib/drafts';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { StartupTeam } from '../startup-team-role';
import { job } from '../testing/job-fixtures';
import { NewJobPage } from './new-job-page';

const team: StartupTeam = {
  name: 'MandiCool',
  members: [
    { user: { _id: 'founder' }, role: 'admin', status: 'active' },
    { user: { _id: 'ravi' }, role: 'member', status: 'active' },
  ],
};
const read = { data: team, isError: false, error: null, refetch: async () => undefined };
const open = () => renderAtUrl(<NewJobPage slug="mandi-cool" startup={read} />, '/startups/mandi-cool/jobs/new');
const CREATE = '/api/startups/mandi-cool/jobs';
const intern = job({ _id: 'j9', status: 'draft', kind: 'internship', stipend: 20_000, ctcMin: null, ctcMax: null });

describe('posting a job', () => {
  it("tells a member who is not an admin why there is no form", async () => {
    signInAs('ravi');
    await open();
    expect(screen.getByText("Only the startup's admins can post its jobs.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to MandiCool' })).toHaveAttribute('href', '/startups/mandi-cool');
  });

  it('publishes an internship on a stipend: its checks first, then the draft, then publish, then its page', async () => {
    signInAs('founder');
    const api = stubApi({
      [`POST ${CREATE}`]: { status: 201, body: { success: true, job: intern } },
      'POST /api/jobs/j9/publish': { body: { success: true, job: { ...intern, status: 'published' } } },
    });
    const { user, router } = await open();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Job title')).toHaveFocus();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByText('City is required to publish')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Job title'), 'Growth Intern');
    await user.selectOptions(screen.getByLabelText('Job type'), 'internship');
    expect(screen.getByRole('radio', { name: 'Monthly stipend' })).toBeChecked();
    expect(screen.queryByLabelText('Minimum CTC (LPA)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Nashik');
    await user.type(screen.getByLabelText('Stipend (₹ a month)'), '20000');
    await user.type(screen.getByLabelText('Minimum experience (years)'), '2');
    await user.type(screen.getByLabelText('Maximum experience (years)'), '1');
    await user.type(screen.getByLabelText('Skills'), 'Excel, Hindi');
    await user.type(screen.getByLabelText('Description'), 'Talk to farmers.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('The maximum must not be below the minimum')).toBeInTheDocument();
    expect(api.to('POST', CREATE)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Maximum experience (years)'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j9'));
    expect(api.to('POST', CREATE)[0]!.body).toEqual({
      title: 'Growth Intern',
      kind: 'internship',
      workplace: 'onsite',
      city: 'Nashik',
      ctcMin: null,
      ctcMax: null,
      stipend: 20_000,
      esopMin: null,
      esopMax: null,
      experienceMin: 2,
      experienceMax: null,
      skills: ['Excel', 'Hindi'],
      description: 'Talk to farmers.',
    });
    expect(api.to('POST', '/api/jobs/j9/publish')).toHaveLength(1);
    await waitFor(async () => expect(await loadDraft('job-new-mandi-cool')).toBeUndefined());
  });

  it("saves a draft with its title alone, and shows the server's refusal as it says it", async () => {
    signInAs('founder');
    let refuse = true;
    const api = stubApi({
      [`POST ${CREATE}`]: () =>
        refuse ? { status: 400, body: { success: false, message: 'The minimum CTC must not be above the maximum.', field: 'ctcMin' } } : { status: 201, body: { success: true, job: intern } },
    });
    const { user, router } = await open();

    await user.type(screen.getByLabelText('Job title'), 'Growth Intern');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum CTC must not be above the maximum.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j9'));
    expect(api.to('POST', CREATE)).toHaveLength(2);
    expect(api.sent.some((request) => request.path.endsWith('/publish'))).toBe(false);
  });

  it('keeps what was typed as a draft until it is saved', async () => {
    signInAs('founder');
    stubApi({});
    const { user, unmount } = await open();
    await user.type(screen.getByLabelText('Job title'), 'Growth Intern');
    await waitFor(async () => expect(await loadDraft('job-new-mandi-cool')).toMatchObject({ title: 'Growth Intern' }));
    unmount();

    await open();
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Growth Intern'));
  });
});

describe('posting a job at a startup that is not there', () => {
  it('says so', async () => {
    signInAs('founder');
    const missing = { isError: true, error: new ApiError(404, 'Startup not found', null), refetch: async () => undefined };
    await renderAtUrl(<NewJobPage slug="nobody" startup={missing} />, '/startups/nobody/jobs/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Startup not found' })).toBeInTheDocument();
  });
});
