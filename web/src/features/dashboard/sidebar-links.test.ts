import { describe, expect, it } from 'vitest';
import { sidebarLinksFor } from './sidebar-links';

const labels = (role: string) => sidebarLinksFor(role).map((link) => `${link.label} ${link.to}`);

describe('sidebar links per role (spec §2)', () => {
  it('gives the Co-founder its five targets and Settings', () => {
    expect(labels('Cofounder')).toEqual([
      'Dashboard /dashboard',
      'Manage Startups /FindHustler',
      'Notifications /notifications',
      'Networking /networking',
      'Profile /Profile',
      'Startups /startups',
      'Jobs /jobs',
      'Applications /applications',
      'Settings /settings',
    ]);
  });

  it('gives the Investor its six targets and Settings', () => {
    expect(labels('Investor')).toEqual([
      'Dashboard /dashboard',
      'Explore Startups /FindHustler',
      'Messages /messages',
      'Networking /networking',
      'Notifications /Notification',
      'Profile /Iprofile',
      'Startups /startups',
      'Jobs /jobs',
      'Applications /applications',
      'Settings /settings',
    ]);
  });

  it('gives the Hustler the discovery lists beyond its content menus', () => {
    expect(labels('Hustler')).toContain('Find Intern Profiles /FindJobseeker');
    expect(labels('Hustler')).toContain('Explore Investor Profiles /FindInvestor');
  });

  it('links every role to the Network page', () => {
    for (const role of ['Hustler', 'Investor', 'Cofounder', 'Jobseeker']) {
      expect(sidebarLinksFor(role).some((link) => link.to === '/networking')).toBe(true);
    }
  });

  it('links every role to the startups directory, the job board and its applications, before Settings', () => {
    for (const role of ['Hustler', 'Investor', 'Cofounder', 'Jobseeker']) {
      expect(labels(role).slice(-4)).toEqual(['Startups /startups', 'Jobs /jobs', 'Applications /applications', 'Settings /settings']);
    }
  });

  it('links every role to its settings, last', () => {
    for (const role of ['Hustler', 'Investor', 'Cofounder', 'Jobseeker']) {
      expect(labels(role).at(-1)).toBe('Settings /settings');
    }
  });

  it('falls back to the Job Seeker links for an unknown role', () => {
    expect(labels('Admin')).toEqual(labels('Jobseeker'));
  });

  it('puts the unread badges on Messages and Notifications, and on Networking for the Co-founder', () => {
    const badges = (role: string) =>
      sidebarLinksFor(role)
        .filter((link) => link.badge)
        .map((link) => `${link.label}:${link.badge}`);
    expect(badges('Hustler')).toEqual(['Messages:messages', 'Notifications:notifications']);
    expect(badges('Investor')).toEqual(['Messages:messages', 'Notifications:notifications']);
    expect(badges('Jobseeker')).toEqual(['Messages:messages', 'Notifications:notifications']);
    expect(badges('Cofounder')).toEqual(['Notifications:notifications', 'Networking:messages']);
  });
});
