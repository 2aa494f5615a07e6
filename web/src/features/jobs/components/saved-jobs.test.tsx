import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { job, page } from '../testing/job-fixtures';
import { SavedJobs } from './saved-jobs';

const PATH = '/api/jobs/saved';
const saved = { isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: true };

describe('saved jobs', () => {
  it('lists the jobs saved, a closed one saying so, and pages on', async () => {
    signInAs('seeker', 'Jobseeker');
    const api = stubApi({
      [`GET ${PATH}`]: (request) =>
        request.search.get('cursor') === 'c1'
          ? { body: page([job({ _id: 'j2', title: 'Data Analyst', viewer: saved })]) }
          : { body: page([job({ status: 'closed', viewer: saved })], 'c1') },
    });
    const { user } = await renderAtUrl(<SavedJobs />, '/jobs/saved');

    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(api.to('GET', PATH).map((request) => request.search.get('cursor'))).toEqual([null, 'c1']);
  });

  it('says when none are saved', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: page([]) } });
    await renderAtUrl(<SavedJobs />, '/jobs/saved');
    expect(await screen.findByText(/You have not saved any jobs yet/)).toBeInTheDocument();
  });
});
