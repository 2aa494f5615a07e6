import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import { Sidebar } from './sidebar';

function showSidebar(role: string, counts = { messages: 0, notifications: 0 }, onCreate = vi.fn(), url = `/dashboard/${role}`) {
  signInAs('me', role);
  stubApi({
    'GET /api/userprofile/getUser': { body: { success: true, user: { _id: 'me', role, verified: false, email: 'asha@example.com', profiledetails: { Username: 'Asha' } } } },
    'GET /api/messages/unread-count': { body: { count: counts.messages } },
    'GET /api/Notifications/unread-count': { body: { count: counts.notifications } },
  });
  return { onCreate, page: renderAtUrl(<Sidebar onCreate={onCreate} />, url) };
}

describe('Sidebar', () => {
  it('keeps the Hustler’s Contents and Create Contents submenus mutually exclusive (spec §4)', async () => {
    const { page } = showSidebar('Hustler');
    const { user } = await page;
    const contents = screen.getByRole('button', { name: 'Contents' });
    const create = screen.getByRole('button', { name: 'Create Contents' });

    await user.click(contents);
    expect(contents).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Videos' })).toBeInTheDocument();

    await user.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    expect(contents).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Videos' })).not.toBeInTheDocument();

    await user.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the create popups from Create Contents', async () => {
    const { page, onCreate } = showSidebar('Hustler');
    const { user } = await page;
    await user.click(screen.getByRole('button', { name: 'Create Contents' }));

    await user.click(screen.getByRole('button', { name: 'Create Videos' }));
    await user.click(screen.getByRole('button', { name: 'Create Blogs' }));

    expect(onCreate.mock.calls).toEqual([['video'], ['blog']]);
  });

  it('offers content creation to the Hustler only (spec §6)', async () => {
    const { page } = showSidebar('Investor');
    await page;
    expect(screen.queryByRole('button', { name: 'Create Contents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('counts unread messages and notifications beside their links', async () => {
    const { page } = showSidebar('Hustler', { messages: 3, notifications: 120 });
    await page;
    expect(await screen.findByRole('link', { name: 'Messages (3 unread)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications (99+ unread)' })).toBeInTheDocument();
  });

  it('folds the phone menu with Escape and gives the focus back to Menu', async () => {
    const { page } = showSidebar('Hustler');
    const { user } = await page;
    const menu = screen.getByRole('button', { name: 'Menu' });

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Contents' }));
    await user.keyboard('{Escape}');

    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('marks the current page, also where the link is an alias of it', async () => {
    const { page } = showSidebar('Investor', undefined, undefined, '/Profile');
    await page;
    // The Investor's Profile link is /Iprofile, which the router sends to /Profile.
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks Dashboard on the role’s own dashboard, reached by /dashboard', async () => {
    const { page } = showSidebar('Cofounder');
    await page;
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveAttribute('aria-current');
  });

  it('opens the Hustler’s Contents menu on a content page, its page marked', async () => {
    const { page } = showSidebar('Hustler', undefined, undefined, '/talks');
    await page;
    expect(screen.getByRole('button', { name: 'Contents' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Talks' })).toHaveAttribute('aria-current', 'page');
  });
});
