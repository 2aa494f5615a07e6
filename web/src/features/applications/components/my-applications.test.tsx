import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { application, applicationsPage } from '../testing/application-fixtures';
import { MyApplications } from './my-applications';

const MINE = '/api/applications/mine';
const open = () => renderAtUrl(<MyApplications />, '/applications');
const shortlisted = application({
  status: 'shortlisted',
  history: [
    { status: 'applied', at: '2026-12-02T10:00:00.000Z', reason: null, note: null },
    { status: 'shortlisted', at: '2026-12-04T10:00:00.000Z', reason: null, note: null },
  ],
});
const rejected = application({
  _id: 'a2',
  status: 'rejected',
  job: { ...shortlisted.job, _id: 'j2', title: 'Field Intern', status: 'closed' },
  history: [
    { status: 'applied', at: '2026-11-20T10:00:00.000Z', reason: null, note: null },
    { status: 'rejected', at: '2026-11-25T10:00:00.000Z', reason: 'experience', note: 'Apply again next season!' },
  ],
});

describe("the applicant's own applications", () => {
  it('lists each with its job, startup, status and every status it had with its time, a rejection with its reason and note', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${MINE}`]: { body: applicationsPage([shortlisted, rejected]) } });
    await open();

    const first = await screen.findByRole('article', { name: 'Backend Engineer' });
    expect(within(first).getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/j1');
    expect(within(first).getByRole('link', { name: 'MandiCool' })).toHaveAttribute('href', '/startups/mandi-cool');
    const history = within(first).getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Applied 2 Dec', 'Shortlisted 4 Dec']);
    expect(within(history).getAllByRole('time')[1]).toHaveAttribute('dateTime', '2026-12-04T10:00:00.000Z');
    expect(within(first).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Field Intern' });
    expect(second).toHaveTextContent('This job is closed');
    expect(second).toHaveTextContent('Reason: Not enough experience for this role');
    expect(second).toHaveTextContent('“Apply again next season!”');
    expect(within(second).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('withdraws an application once asked again', async () => {
    signInAs('seeker', 'Jobseeker');
    let shown = shortlisted;
    const api = stubApi({
      [`GET ${MINE}`]: () => ({ body: applicationsPage([shown]) }),
      'DELETE /api/applications/a1': () => {
        shown = { ...shortlisted, status: 'withdrawn', history: [...shortlisted.history, { status: 'withdrawn', at: '2026-12-05T10:00:00.000Z', reason: null, note: null }] };
        return { body: { success: true, application: shown } };
      },
    });
    const { user } = await open();

    const card = await screen.findByRole('article', { name: 'Backend Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    expect(within(card).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(api.to('DELETE', '/api/applications/a1')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Yes, withdraw' }));

    await waitFor(() => expect(within(card).getAllByText('Withdrawn')).toHaveLength(2));
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(api.to('DELETE', '/api/applications/a1')).toHaveLength(1);
  });

  it('pages with Load more', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({
      [`GET ${MINE}`]: (request) => ({
        body: request.search.get('cursor') ? applicationsPage([rejected]) : applicationsPage([shortlisted], 'c1'),
      }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Field Intern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    signInAs('seeker', 'Jobseeker');
    stubApi({ [`GET ${MINE}`]: { body: applicationsPage([]) } });
    await open();
    expect(await screen.findByText('You have not applied for any jobs yet. Find one on the job board and apply from its page.')).toBeInTheDocument();
  });
});
