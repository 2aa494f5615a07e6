import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { job } from '../testing/job-fixtures';
import { JobPage } from './job-page';

const PATH = '/api/jobs/j1';
const open = () => renderAtUrl(<JobPage jobId="j1" />, '/jobs/j1');
const viewer = (changes: Partial<ReturnType<typeof job>['viewer']>) => ({ isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: false, ...changes });

describe("a job's page", () => {
  it('shows a signed-out visitor the whole job and the way to apply: sign up', async () => {
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ replyRate: { answered: 4, total: 5 } }) } } });
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MandiCool' })).toHaveAttribute('href', '/startups/mandi-cool');
    expect(screen.getByText('₹12–18 LPA')).toBeInTheDocument();
    expect(screen.getByText('0.1–0.5% ESOPs')).toBeInTheDocument();
    expect(screen.getByText('2–5 yrs')).toBeInTheDocument();
    expect(screen.getByText('Replies to 80% of applicants within 14 days')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the job' })).toHaveTextContent('Build the cold chain.');
    expect(screen.getByRole('link', { name: 'Sign up to apply' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Save job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage this job' })).not.toBeInTheDocument();
  });

  it('lets a signed-in person save the job and take it off again', async () => {
    signInAs('seeker', 'Jobseeker');
    let saved = false;
    const answer = () => ({ body: { success: true, job: job({ viewer: viewer({ saved }) }) } });
    const api = stubApi({
      [`GET ${PATH}`]: answer,
      [`PUT ${PATH}/save`]: () => ((saved = true), answer()),
      [`DELETE ${PATH}/save`]: () => ((saved = false), answer()),
    });
    const { user } = await open();

    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.to('PUT', `${PATH}/save`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.to('DELETE', `${PATH}/save`)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Sign up to apply' })).not.toBeInTheDocument();
  });

  it("gives the startup's admins the job's status and its actions, and shows what the server answers", async () => {
    signInAs('founder');
    const member = viewer({ isMember: true, isAdmin: true });
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, job: job({ status: 'draft', publishedAt: null, closesAt: null, viewer: member }) } },
      [`POST ${PATH}/publish`]: { body: { success: true, job: job({ viewer: member }) } },
      [`POST ${PATH}/close`]: { body: { success: true, job: job({ status: 'closed', viewer: member }) } },
      [`POST ${PATH}/renew`]: (request: SentRequest) => ({ status: 403, body: { success: false, message: `Only the startup's admins can do this (${request.method})` } }),
    });
    const { user } = await open();

    const manage = await screen.findByRole('region', { name: 'Manage this job' });
    expect(manage).toHaveTextContent('Status: Draft');
    expect(within(manage).getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', '/jobs/j1/edit');
    await user.click(within(manage).getByRole('button', { name: 'Publish job' }));
    expect(await within(manage).findByText('Published · Closes on 31 Dec 2026')).toBeInTheDocument();
    await user.click(within(manage).getByRole('button', { name: 'Close job' }));
    expect(await within(manage).findByText('Closed')).toBeInTheDocument();
    expect(api.to('POST', `${PATH}/publish`)).toHaveLength(1);
    expect(api.to('POST', `${PATH}/close`)).toHaveLength(1);
    // A closed job is renewed; the server's refusal is said as it said it.
    await user.click(within(manage).getByRole('button', { name: 'Renew job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the startup's admins can do this (POST)");
    expect(screen.queryByText('This job is closed')).not.toBeInTheDocument();
  });

  it("gives the startup's other members its status and its applicants, but none of the admins' actions", async () => {
    signInAs('teammate');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ status: 'draft', publishedAt: null, closesAt: null, viewer: viewer({ isMember: true }) }) } } });
    await open();

    const manage = await screen.findByRole('region', { name: 'Manage this job' });
    expect(manage).toHaveTextContent('Status: Draft');
    expect(within(manage).getByRole('link', { name: 'View applicants' })).toHaveAttribute('href', '/jobs/j1/applicants');
    expect(within(manage).queryByRole('button')).not.toBeInTheDocument();
    expect(within(manage).queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
  });

  it('tells anyone else that a closed job is closed, and offers no sign-up for it', async () => {
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ status: 'closed' }) } } });
    await open();
    expect(await screen.findByText('This job is closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to apply' })).not.toBeInTheDocument();
  });

  it('says when there is no such job', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 404, body: { success: false, message: 'Job not found' } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every open job' })).toHaveAttribute('href', '/jobs');
  });
});
