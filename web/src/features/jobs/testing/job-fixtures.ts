import type { Job, JobsPage } from '../api/jobs-api';

// Jobs as the server answers them, for the jobs feature's component tests.

export function job(changes: Partial<Job> = {}): Job {
  return {
    _id: 'j1',
    status: 'published',
    startup: { _id: 's1', slug: 'mandi-cool', name: 'MandiCool', logo: null, sector: 'Agritech', stage: 'seed', city: 'Nashik' },
    title: 'Backend Engineer',
    kind: 'full-time',
    workplace: 'hybrid',
    city: 'Pune',
    ctcMin: 1_200_000,
    ctcMax: 1_800_000,
    stipend: null,
    esopMin: 0.1,
    esopMax: 0.5,
    experienceMin: 2,
    experienceMax: 5,
    skills: ['Node.js', 'PostgreSQL'],
    description: 'Build the cold chain.',
    publishedAt: '2026-12-01T10:00:00.000Z',
    closesAt: '2026-12-31T12:00:00.000Z',
    createdAt: '2026-11-30T10:00:00.000Z',
    replyRate: null,
    viewer: { isMember: false, isAdmin: false, applicationId: null, applicationStatus: null, saved: false },
    ...changes,
  };
}

export const page = (data: Job[], nextCursor: string | null = null): JobsPage => ({ success: true, data, nextCursor });
