import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { StartupTeam } from '../startup-team-role';
import { job, page } from '../testing/job-fixtures';
import { StartupJobs } from './startup-jobs';

const team: StartupTeam = { name: 'MandiCool', members: [{ user: { _id: 'founder' }, role: 'admin', status: 'active' }] };
const PATH = '/api/startups/mandi-cool/jobs';

describe("a startup's jobs", () => {
  it('lists its open jobs for anyone, with no way to post', async () => {
    stubApi({ [`GET ${PATH}`]: { body: page([job()]) } });
    await renderAtUrl(<StartupJobs slug="mandi-cool" startup={team} />, '/startups/mandi-cool');

    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/j1');
    expect(screen.getByRole('heading', { level: 2, name: 'Open jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it('gives its admins every job, each saying its status, and Post a job', async () => {
    signInAs('founder');
    stubApi({ [`GET ${PATH}`]: { body: page([job({ status: 'draft', viewer: { isMember: true, isAdmin: true, applicationId: null, applicationStatus: null, saved: false } })]) } });
    await renderAtUrl(<StartupJobs slug="mandi-cool" startup={team} />, '/startups/mandi-cool');

    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/startups/mandi-cool/jobs/new');
  });

  it('says when there are none', async () => {
    stubApi({ [`GET ${PATH}`]: { body: page([]) } });
    await renderAtUrl(<StartupJobs slug="mandi-cool" startup={team} />, '/startups/mandi-cool');
    expect(await screen.findByText('No open jobs right now.')).toBeInTheDocument();
  });
});
