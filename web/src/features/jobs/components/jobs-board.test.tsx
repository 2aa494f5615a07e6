import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { job, page } from '../testing/job-fixtures';
import { JobsBoard } from './jobs-board';

const PATH = '/api/jobs';

describe('the job board', () => {
  it('asks for the filters in the URL (the minimum CTC in rupees) and shows each job with its terms', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { body: page([job(), job({ _id: 'j2', title: 'Design Intern', kind: 'internship', stipend: 25_000, ctcMin: null, ctcMax: null, esopMin: null, esopMax: null, experienceMin: 0, experienceMax: 0, skills: [] })]) },
    });
    await renderAtUrl(<JobsBoard />, '/jobs?kind=full-time&city=Pune&minLpa=10');

    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/j1');
    const search = api.to('GET', PATH)[0]!.search;
    expect(Object.fromEntries(search)).toEqual({ kind: 'full-time', city: 'Pune', minCtc: '1000000' });
    expect(screen.getByText('₹12–18 LPA · 0.1–0.5% ESOPs · 2–5 yrs')).toBeInTheDocument();
    expect(screen.getByText('Full-time · Hybrid · Pune')).toBeInTheDocument();
    expect(screen.getByText('Node.js')).toBeInTheDocument();
    expect(screen.getByText('₹25,000/month · Fresher')).toBeInTheDocument();
    expect(screen.getByLabelText('Job type')).toHaveValue('full-time');
    expect(screen.getByLabelText('Minimum CTC')).toHaveValue('10');
    // Signed out: nothing is saved, and there is no list of saved jobs to go to.
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).not.toBeInTheDocument();
  });

  it("shows a signed-in viewer's saved jobs as saved, and links to them", async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${PATH}`]: { body: page([job({ viewer: { isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: true } })]) } });
    await renderAtUrl(<JobsBoard />, '/jobs');

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/jobs/saved');
  });

  it('reads on past an empty page that still has a cursor, and says when nothing matches', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: (request: SentRequest) =>
        request.search.get('q') === 'zz'
          ? { body: page([]) }
          : { body: request.search.get('cursor') === 'c1' ? page([job()]) : page([], 'c1') },
    });
    const { user } = await renderAtUrl(<JobsBoard />, '/jobs?q=no');

    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(api.to('GET', PATH).map((request) => request.search.get('cursor'))).toEqual([null, 'c1']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No jobs match your search.')).toBeInTheDocument();
  });

  it('says when the board failed, and Try again asks again', async () => {
    let failing = true;
    const api = stubApi({ [`GET ${PATH}`]: () => (failing ? { status: 500, body: {} } : { body: page([]) }) });
    const { user } = await renderAtUrl(<JobsBoard />, '/jobs');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open jobs yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', PATH)).toHaveLength(2));
  });
});
