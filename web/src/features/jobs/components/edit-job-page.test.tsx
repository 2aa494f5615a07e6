import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { job } from '../testing/job-fixtures';
import { EditJobPage } from './edit-job-page';

const PATH = '/api/jobs/j1';
const open = () => renderAtUrl(<EditJobPage jobId="j1" />, '/jobs/j1/edit');
const viewer = { isMember: true, applicationId: null, applicationStatus: null, saved: false };
const admin = { ...viewer, isAdmin: true };
const member = { ...viewer, isAdmin: false };

describe('editing a job', () => {
  it("tells someone outside the startup why there is no form", async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job() } } });
    await open();
    expect(await screen.findByText("Only the startup's admins can edit its jobs.")).toBeInTheDocument();
  });

  it('tells a member of the startup who is not an admin why there is no form', async () => {
    signInAs('teammate');
    stubApi({ [`GET ${PATH}`]: { body: { success: true, job: job({ viewer: member }) } } });
    await open();
    expect(await screen.findByText("Only the startup's admins can edit its jobs.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });

  it('opens filled in with the job (the CTC in lakhs) and saves every field, a cleared one as null', async () => {
    signInAs('founder');
    const api = stubApi({
      [`GET ${PATH}`]: { body: { success: true, job: job({ viewer: admin }) } },
      [`PUT ${PATH}`]: { body: { success: true, job: job({ viewer: admin, esopMin: null, esopMax: null }) } },
    });
    const { user, router } = await open();

    expect(await screen.findByLabelText('Job title')).toHaveValue('Backend Engineer');
    expect(screen.getByLabelText('Minimum CTC (LPA)')).toHaveValue('12');
    expect(screen.getByLabelText('Skills')).toHaveValue('Node.js, PostgreSQL');

    // A published job must stay complete enough to publish.
    await user.clear(screen.getByLabelText('Description'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Description is required to publish')).toBeInTheDocument();
    expect(api.to('PUT', PATH)).toHaveLength(0);

    await user.type(screen.getByLabelText('Description'), 'Build the cold chain.');
    await user.clear(screen.getByLabelText('Minimum ESOPs (%)'));
    await user.clear(screen.getByLabelText('Maximum ESOPs (%)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j1'));
    expect(api.to('PUT', PATH)[0]!.body).toMatchObject({ ctcMin: 1_200_000, ctcMax: 1_800_000, esopMin: null, esopMax: null, skills: ['Node.js', 'PostgreSQL'] });
  });
});
