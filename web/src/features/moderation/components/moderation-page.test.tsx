import { reportCategories } from '@startupsetu/server-core/contract/report-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderUi, signInAs } from '../../../testing/render-ui';
import type { QueueItem } from '../api/moderation-api';
import { ModerationPage } from './moderation-page';

const report = (id: string, changes: Partial<QueueItem> = {}): QueueItem => ({
  _id: id,
  targetType: 'job',
  targetId: `job-${id}`,
  category: 'fakeJob',
  comment: null,
  status: 'open',
  createdAt: '2026-12-01T10:00:00.000Z',
  deadlineAt: '2026-12-16T10:00:00.000Z',
  reporterCount: 1,
  hidden: false,
  reporter: { _id: 'u1', name: 'Ravi' },
  targetUser: null,
  evidence: null,
  appeal: null,
  ...changes,
});

function showModeration() {
  signInAs('moderator');
  const api = stubApi({
    'GET /api/moderation/reports': (request) => {
      const category = request.search.get('category');
      const items = [report('r1'), report('r2', { category: 'asksForMoney' }), report('r3', { targetType: 'video', category: 'spam' })];
      return { body: { items: items.filter((item) => !category || item.category === category), nextCursor: null } };
    },
  });
  return { api, ...renderUi(<ModerationPage />) };
}

describe('ModerationPage', () => {
  it("filters by every category a report can have, a job's own included, each with its plain label", async () => {
    const { api, user } = showModeration();
    const filter = screen.getByRole('combobox', { name: 'Category' });
    const options = within(filter).getAllByRole('option');
    // 'All categories', then the contract's one list, in its order.
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['', ...reportCategories]);
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['Fake job', 'Asks for money', 'Scam or fraud']));
    // No category shows as its wire name.
    for (const option of options.slice(1)) expect(option.textContent).not.toBe((option as HTMLOptionElement).value);

    await user.selectOptions(filter, 'Fake job');
    await waitFor(() => expect(api.to('GET', '/api/moderation/reports').map((request) => request.search.get('category'))).toContain('fakeJob'));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Fake job · job']));

    await user.selectOptions(filter, 'Asks for money');
    await waitFor(() => expect(api.to('GET', '/api/moderation/reports').map((request) => request.search.get('category'))).toContain('asksForMoney'));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Asks for money · job']));
  });
});
