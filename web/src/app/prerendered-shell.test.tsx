import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { shellMarkups } from './prerendered-shell-markup';
import { ROLE_FORMS } from '../entities/profile-form/role-profile-forms';
import { PrerenderedShell } from './prerendered-shell';

// dashboard.html and shells/<name>.html arrive with these in their root (web/build/pages.ts), and
// the app hydrates them with <PrerenderedShell name={…} /> (app/render-app.tsx).
describe('the shells a first load arrives with, drawn at build time', () => {
  let container: HTMLElement | undefined;
  afterEach(() => container?.remove());

  it.each(Object.entries(shellMarkups()))('%s: taken over by React as it is, the same elements, no mismatch to redraw', async (name, markup) => {
    container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const frame = container.firstElementChild;
    const errors: unknown[] = [];

    const root = await act(async () => hydrateRoot(container!, <PrerenderedShell name={name} />, { onRecoverableError: (error) => errors.push(error) }));

    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(frame);
    expect(container.querySelector('header.sidebar, header.site-header')).toBeInTheDocument();
    expect(container.querySelector('footer')).toBeInTheDocument();
    act(() => root.unmount());
  });

  it("names the dashboard (for every role, and each role's own) and a list page by its heading, with the list's placeholders", () => {
    const markups = shellMarkups();
    container = document.createElement('div');
    container.innerHTML = markups.dashboard!;
    expect(container.querySelector('h1')).toHaveTextContent(/^Dashboard$/);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    container.innerHTML = markups['dashboard-cofounder']!;
    expect(container.querySelector('h1')).toHaveTextContent(/^Co-founder Dashboard$/);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    container.innerHTML = markups['dashboard-jobseeker']!;
    expect(container.querySelector('h1')).toHaveTextContent(/^Job Seeker Dashboard$/);
    container.innerHTML = markups.blogs!;
    expect(container.querySelector('h1')).toHaveTextContent('Blogs');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("gives a role form the site's header and the form's own heading and lead", () => {
    const markups = shellMarkups();
    container = document.createElement('div');
    container.innerHTML = markups.investorform!;
    expect(container.querySelector('header.site-header')).not.toBeNull();
    expect(container.querySelector('h1')).toHaveTextContent(ROLE_FORMS.investor.title);
    expect(container.querySelector('.onboarding-lead')).toHaveTextContent(ROLE_FORMS.investor.lead);
  });

  it("draws an open page's two frames, the sidebar's and the site header's with the invitation to join, one for each visitor", () => {
    container = document.createElement('div');
    container.innerHTML = shellMarkups()['startups-slug']!;
    expect(container.querySelector('.open-frame--signed-in header.sidebar')).not.toBeNull();
    const signedOut = container.querySelector('.open-frame--signed-out')!;
    expect(signedOut.querySelector('header.site-header')).not.toBeNull();
    expect(signedOut.querySelector('aside.join-invitation a[href="/signup"]')).toHaveTextContent('Sign Up');
  });
});
