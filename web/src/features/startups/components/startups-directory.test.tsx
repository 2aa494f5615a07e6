import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { startup } from '../testing/startup-fixtures';
import { StartupsDirectory } from './startups-directory';

const PATH = '/api/startups';

describe('the startups directory', () => {
  it('reads on past an empty page that still has a cursor (a short search reads a stretch at a time)', async () => {
    signInAs();
    const api = stubApi({
      [`GET ${PATH}`]: (request: SentRequest) =>
        request.search.get('cursor') === 'c1'
          ? { body: { success: true, data: [startup()], nextCursor: null } }
          : { body: { success: true, data: [], nextCursor: 'c1' } },
    });
    await renderAtUrl(<StartupsDirectory />, '/startups?q=ma');

    expect(await screen.findByRole('link', { name: 'MandiCool' })).toBeInTheDocument();
    expect(screen.queryByText('No startups match your search.')).not.toBeInTheDocument();
    expect(api.to('GET', PATH).map((request) => request.search.get('cursor'))).toEqual([null, 'c1']);
  });

  it('says when nothing matches, and Try again after a failure asks again', async () => {
    signInAs();
    let failing = true;
    const api = stubApi({
      [`GET ${PATH}`]: () => (failing ? { status: 500, body: {} } : { body: { success: true, data: [], nextCursor: null } }),
    });
    const { user } = await renderAtUrl(<StartupsDirectory />, '/startups?sector=Fintech');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch startups');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No startups match your search.')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', PATH)).toHaveLength(2));
  });
});
