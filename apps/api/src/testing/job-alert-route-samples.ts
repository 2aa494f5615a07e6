import { saveAlert } from '../routes/job-alerts/job-alerts-repository';
import type { ApiTestServer } from './api-test-server';
import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';

// The job alerts of the authorization matrices (DESIGN §7.3): the investor saves one search again
// and again (answered with the alert it saved, 200); the job seeker deletes alerts of a pool, one
// per valid DELETE (and per bad-token kind, each building its request).

export interface JobAlertCast {
  deletable: string[];
}

const POOL = 16;
export const MATRIX_ALERT = { q: 'matrix alert', city: 'Pune' };

export async function seedJobAlertCast(server: ApiTestServer, investorId: string, seekerId: string): Promise<JobAlertCast> {
  await saveAlert(server.db, investorId, { q: MATRIX_ALERT.q, skills: [], city: MATRIX_ALERT.city, workplace: null, kind: null, minCtc: null }, POOL, new Date());
  const deletable: string[] = [];
  for (let i = 0; i < POOL; i += 1) {
    const saved = await saveAlert(server.db, seekerId, { q: `pool ${i}`, skills: [], city: null, workplace: null, kind: null, minCtc: null }, POOL, new Date());
    if (!('row' in saved)) throw new Error('could not seed a job alert');
    deletable.push(saved.row.id);
  }
  return { deletable };
}

export function jobAlertRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const nextAlert = () => {
    const id = cast().jobAlerts.deletable.pop();
    if (!id) throw new Error('the cast has no job alert left: raise POOL in job-alert-route-samples.ts');
    return id;
  };
  return [
    { access: 'user', caller: 'Investor', method: 'POST', path: '/api/job-alerts', status: 200, request: () => ({ path: '/api/job-alerts', json: MATRIX_ALERT }) },
    { access: 'user', caller: 'Jobseeker', method: 'GET', path: '/api/job-alerts', status: 200, request: () => ({ path: '/api/job-alerts' }) },
    { access: 'user', caller: 'Jobseeker', method: 'DELETE', path: '/api/job-alerts/:id', status: 200, request: () => ({ path: `/api/job-alerts/${nextAlert()}` }) },
    { access: 'user', caller: 'Jobseeker', method: 'GET', path: '/api/jobs/for-you', status: 200, request: () => ({ path: '/api/jobs/for-you?limit=5' }) },
  ];
}
