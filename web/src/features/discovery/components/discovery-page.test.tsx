import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../types/api';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { DiscoveryPage } from './discovery-page';

const PATH = '/api/userprofile/Hustlerprofile';

const person = (id: string, Username: string, changes: Partial<User['profiledetails']> = {}): User => ({
  _id: id,
  role: 'Hustler',
  verified: false,
  profiledetails: { Username, profilePic: null, ...changes },
});

const PEOPLE = [person('h1', 'Asha', { skills: ['React'], currentStage: 'seed' }), person('h2', 'Ravi', { skills: ['Sales'], currentStage: 'ideation' })];

/** The server's search: by name, skill and stage, as the query asks. */
function searchPeople(request: SentRequest) {
  const q = request.search.get('q')?.toLowerCase() ?? '';
  const stage = request.search.get('stage');
  const data = PEOPLE.filter(
    (user) =>
      (!q || user.profiledetails.Username?.toLowerCase().includes(q) || user.profiledetails.skills?.some((skill) => skill.toLowerCase() === q)) &&
      (!stage || user.profiledetails.currentStage === stage),
  );
  return { body: { success: true, data, nextCursor: null } };
}

function openStartups(url = '/FindHustler') {
  return renderAtUrl(
    <DiscoveryPage
      kind="hustler"
      title="Explore Startups"
      searchPlaceholder="Search startups"
      texts={{ empty: 'No startups found yet!', failure: { heading: 'Oops! Something went wrong.', text: 'Failed to fetch profiles' } }}
      renderCard={(user) => <h2>{user.profiledetails.Username}</h2>}
    />,
    url,
  );
}

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('DiscoveryPage', () => {
  it('asks a signed-out visitor to log in (spec §6)', async () => {
    const api = stubApi({});
    await openStartups();
    expect(screen.getByRole('alert')).toHaveTextContent('No token found, please log in.');
    expect(api.sent).toHaveLength(0);
  });

  it('searches as the person types, and keeps the search in the page’s URL', async () => {
    signInAs();
    const api = stubApi({ [`GET ${PATH}`]: searchPeople });
    const { user, router } = await openStartups();
    await waitFor(() => expect(names()).toEqual(['Asha', 'Ravi']));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'react');

    await waitFor(() => expect(names()).toEqual(['Asha']));
    expect(router.state.location.search).toEqual({ q: 'react' });
    // The server is asked for the settled text, not once per key typed.
    const asked = api.to('GET', PATH).map((request) => request.search.get('q'));
    expect(asked.at(-1)).toBe('react');
    expect(asked.length).toBeLessThan(1 + 'react'.length);
  });

  it('opens with the search a shared link carries', async () => {
    signInAs();
    const api = stubApi({ [`GET ${PATH}`]: searchPeople });
    await openStartups('/FindHustler?q=ravi');

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ravi');
    await waitFor(() => expect(names()).toEqual(['Ravi']));
    expect(api.to('GET', PATH)[0]?.search.get('q')).toBe('ravi');
  });

  it("stops a pasted search at the server's limit instead of sending one it refuses", async () => {
    signInAs();
    const api = stubApi({ [`GET ${PATH}`]: searchPeople });
    const { user } = await openStartups();
    await waitFor(() => expect(names()).toEqual(['Asha', 'Ravi']));

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('a'.repeat(MAX_SEARCH_LENGTH + 50));

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('a'.repeat(MAX_SEARCH_LENGTH));
    await waitFor(() => expect(api.to('GET', PATH).at(-1)?.search.get('q')).toHaveLength(MAX_SEARCH_LENGTH));
  });

  it('filters by a chosen stage, and Clear filters shows everyone again', async () => {
    signInAs();
    stubApi({ [`GET ${PATH}`]: searchPeople });
    const { user, router } = await openStartups();
    await waitFor(() => expect(names()).toEqual(['Asha', 'Ravi']));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stage'), 'seed');

    await waitFor(() => expect(names()).toEqual(['Asha']));
    expect(router.state.location.search).toEqual({ stage: 'seed' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(screen.getByLabelText('Stage')).toHaveValue('');
    await waitFor(() => expect(names()).toEqual(['Asha', 'Ravi']));
    expect(router.state.location.search).toEqual({});
  });

  it('says when nothing matches', async () => {
    signInAs();
    stubApi({ [`GET ${PATH}`]: searchPeople });
    await openStartups('/FindHustler?q=nobody');
    expect(await screen.findByText('No startups found yet!')).toBeInTheDocument();
  });

  it('shows the spec’s failure texts, and Try again asks again', async () => {
    signInAs();
    let failing = true;
    const api = stubApi({ [`GET ${PATH}`]: (request) => (failing ? { status: 500, body: {} } : searchPeople(request)) });
    const { user } = await openStartups();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Oops! Something went wrong.');
    expect(failure).toHaveTextContent('Failed to fetch profiles');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(names()).toEqual(['Asha', 'Ravi']));
    expect(api.to('GET', PATH)).toHaveLength(2);
  });
});
