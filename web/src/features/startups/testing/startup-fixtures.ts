import type { Startup, StartupMember } from '../api/startups-api';

// Startups and people as the server answers them, for the startups feature's component tests.

export function member(userId: string, name: string, changes: Partial<StartupMember> = {}): StartupMember {
  return { user: { _id: userId, verified: false, profiledetails: { Username: name, profilePic: null } }, title: 'Founder', role: 'member', status: 'active', ...changes };
}

export function startup(changes: Partial<Startup> = {}): Startup {
  return {
    _id: 's1',
    slug: 'mandi-cool',
    name: 'MandiCool',
    logo: null,
    oneLiner: 'Cold storage for every mandi',
    description: '',
    sector: 'Agritech',
    stage: 'seed',
    city: 'Nashik',
    foundedYear: 2023,
    teamSize: null,
    website: null,
    dpiitNumber: null,
    members: [member('founder', 'Asha', { role: 'admin' })],
    ...changes,
  };
}
