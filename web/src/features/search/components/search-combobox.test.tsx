import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { SearchCombobox } from './search-combobox';

const uploader = { _id: 'u9', verified: false, profiledetails: { Username: 'Ravi', profilePic: null } };
const hit = (id: string, title: string) => ({ _id: id, title, createdAt: '', posterUrl: null, uploadedBy: uploader });

/** The server's search: one of each kind for 'asha', nothing else. */
function search(request: SentRequest) {
  const found = request.search.get('q') === 'asha';
  return {
    body: {
      success: true,
      people: found ? [{ _id: 'p1', role: 'Investor', verified: false, profiledetails: { Username: 'Asha Rao', profilePic: null } }] : [],
      videos: found ? [hit('v1', 'Asha pitch')] : [],
      blogs: [],
      talks: found ? [hit('t1', 'Asha asks')] : [],
      nextCursors: { people: null, videos: null, blogs: null, talks: null },
    },
  };
}

async function openBox() {
  signInAs();
  const api = stubApi({ 'GET /api/search': search });
  const rendered = await renderAtUrl(
    <>
      <button type="button">Elsewhere</button>
      <textarea aria-label="Draft" />
      <SearchCombobox />
    </>,
    '/dashboard/Hustler',
  );
  return { ...rendered, api, box: screen.getByRole('combobox', { name: 'Search everywhere' }) };
}

// A person's option starts with their picture's 'No Pic' placeholder (hidden from screen readers).
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchCombobox', () => {
  it("'/' brings the focus from the page, but is typed as a slash in a text field", async () => {
    const { user, box } = await openBox();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.click(screen.getByLabelText('Draft'));
    await user.keyboard('a/b');
    expect(screen.getByLabelText('Draft')).toHaveValue('a/b');
  });

  it('suggests after a pause, moves with the arrows and opens the chosen one with Enter', async () => {
    const { user, box, router, api } = await openBox();
    await user.type(box, 'asha');
    await waitFor(() => expect(options()).toEqual(['No PicAsha RaoInvestor', 'Asha pitchVideo by Ravi', 'Asha asksTalk by Ravi', 'See all results for “asha”']));
    // One request for the settled text, not one a key.
    expect(api.to('GET', '/api/search').map((request) => request.search.get('q'))).toEqual(['asha']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = screen.getAllByRole('option')[1]!;
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/people/p1'));
  });

  it('Escape closes the suggestions; Enter with none chosen opens /search', async () => {
    const { user, box, router } = await openBox();
    await user.type(box, 'asha');
    await waitFor(() => expect(options()).toHaveLength(4));
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('asha');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=asha'));
    expect(box).toHaveValue('asha');
  });

  it('holds the text of the search open on /search', async () => {
    signInAs();
    stubApi({ 'GET /api/search': search });
    await renderAtUrl(<SearchCombobox />, '/search?q=asha');
    expect(screen.getByRole('combobox', { name: 'Search everywhere' })).toHaveValue('asha');
  });

  it('says when nothing is found', async () => {
    const { user, box } = await openBox();
    await user.type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing found.'));
    expect(options()).toEqual(['See all results for “zzz”']);
  });
});
