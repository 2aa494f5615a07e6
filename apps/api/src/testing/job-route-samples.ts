import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';
import { jobBody } from './jobs';

// The valid requests of the jobs routes (DESIGN §7.3): the cofounder is the admin of the cast's
// jobs startup (job-cast.ts); the board, a job and a startup's jobs are public; saving is anyone's.

function nextDraft(cast: Cast): string {
  const id = cast.jobs.drafts.pop();
  if (!id) throw new Error('the cast has no draft job left: raise DRAFTS in job-cast.ts');
  return id;
}

export function jobRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const admin = { access: 'user', caller: 'Cofounder' } as const;
  const seeker = { access: 'user', caller: 'Jobseeker' } as const;
  const jobs = () => cast().jobs;
  return [
    {
      ...admin,
      method: 'POST',
      path: '/api/startups/:slug/jobs',
      status: 201,
      request: () => ({ path: `/api/startups/${jobs().slug}/jobs`, json: jobBody({ title: 'Matrix job' }) }),
    },
    { ...admin, method: 'PUT', path: '/api/jobs/:id', status: 200, request: () => ({ path: `/api/jobs/${jobs().published}`, json: { title: 'Matrix job, edited' } }) },
    { ...admin, method: 'POST', path: '/api/jobs/:id/publish', status: 200, request: () => ({ path: `/api/jobs/${nextDraft(cast())}/publish` }) },
    // Closing a closed job and renewing a published one change nothing more: every suite may send them.
    { ...admin, method: 'POST', path: '/api/jobs/:id/close', status: 200, request: () => ({ path: `/api/jobs/${jobs().closable}/close` }) },
    { ...admin, method: 'POST', path: '/api/jobs/:id/renew', status: 200, request: () => ({ path: `/api/jobs/${jobs().renewable}/renew` }) },
    // Shared with link previews: the board, a job and a startup's jobs are read signed out.
    { access: 'public', method: 'GET', path: '/api/jobs', status: 200, request: () => ({ path: '/api/jobs?skills=node.js,react&minCtc=1000000' }) },
    { access: 'public', method: 'GET', path: '/api/jobs/:id', status: 200, request: () => ({ path: `/api/jobs/${jobs().published}` }) },
    { access: 'public', method: 'GET', path: '/api/startups/:slug/jobs', status: 200, request: () => ({ path: `/api/startups/${jobs().slug}/jobs` }) },
    { ...seeker, method: 'GET', path: '/api/jobs/saved', status: 200, request: () => ({ path: '/api/jobs/saved' }) },
    { ...seeker, method: 'PUT', path: '/api/jobs/:id/save', status: 200, request: () => ({ path: `/api/jobs/${jobs().published}/save` }) },
    { ...seeker, method: 'DELETE', path: '/api/jobs/:id/save', status: 200, request: () => ({ path: `/api/jobs/${jobs().published}/save` }) },
  ];
}
