import type { Application, ApplicationsPage } from '../api/applications-api';

// Applications as the server answers them, for the applications feature's component tests.

export function application(changes: Partial<Application> = {}): Application {
  return {
    _id: 'a1',
    status: 'applied',
    job: {
      _id: 'j1',
      title: 'Backend Engineer',
      status: 'published',
      startup: { _id: 's1', slug: 'mandi-cool', name: 'MandiCool', logo: null, sector: 'Agritech', stage: 'seed', city: 'Nashik' },
    },
    applicant: { _id: 'u1', verified: false, profiledetails: { Username: 'Asha Rao', profilePic: null } },
    note: 'I built cold-chain software at my last job.',
    resume: { name: 'asha-rao.pdf', size: 245_760 },
    history: [{ status: 'applied', at: '2026-12-02T10:00:00.000Z', reason: null, note: null }],
    createdAt: '2026-12-02T10:00:00.000Z',
    updatedAt: '2026-12-02T10:00:00.000Z',
    ...changes,
  };
}

export const applicationsPage = (data: Application[], nextCursor: string | null = null): ApplicationsPage => ({ success: true, data, nextCursor });
