import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';
import { pdfBytes } from './applications';

// The valid requests of the applications routes (DESIGN §7.3): the job seeker applies, reads and
// withdraws their own; the cofounder, admin of the cast's jobs startup (job-cast.ts), reads the
// pipeline and moves the job seeker's application (application-cast.ts).

function next(ids: string[], kind: string): string {
  const id = ids.pop();
  if (!id) throw new Error(`the cast has no ${kind} left: raise POOL in application-cast.ts`);
  return id;
}

function applicationForm(): FormData {
  const data = new FormData();
  data.append('note', 'Matrix note');
  data.append('resume', new Blob([pdfBytes()], { type: 'application/pdf' }), 'cv.pdf');
  return data;
}

export function applicationRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const applicant = { access: 'user', caller: 'Jobseeker' } as const;
  const startup = { access: 'user', caller: 'Cofounder' } as const;
  const applications = () => cast().applications;
  return [
    {
      ...applicant,
      method: 'POST',
      path: '/api/jobs/:id/applications',
      status: 201,
      request: () => ({ path: `/api/jobs/${next(applications().openJobs, 'open job')}/applications`, form: applicationForm }),
    },
    { ...applicant, method: 'GET', path: '/api/applications/mine', status: 200, request: () => ({ path: '/api/applications/mine' }) },
    { ...applicant, method: 'GET', path: '/api/applications/:id', status: 200, request: () => ({ path: `/api/applications/${applications().application}` }) },
    { ...applicant, method: 'GET', path: '/api/applications/:id/resume', status: 200, request: () => ({ path: `/api/applications/${applications().application}/resume` }) },
    {
      ...applicant,
      method: 'DELETE',
      path: '/api/applications/:id',
      status: 200,
      request: () => ({ path: `/api/applications/${next(applications().withdrawable, 'application to withdraw')}` }),
    },
    { ...startup, method: 'GET', path: '/api/jobs/:id/applications', status: 200, request: () => ({ path: `/api/jobs/${cast().jobs.published}/applications?status=applied` }) },
    // Moving it to the status it already has changes nothing more: every suite may send it.
    { ...startup, method: 'PUT', path: '/api/applications/:id', status: 200, request: () => ({ path: `/api/applications/${applications().application}`, json: { status: 'shortlisted' } }) },
  ];
}
