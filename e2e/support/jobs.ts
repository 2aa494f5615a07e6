import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiAccount } from './profiles';

// Startups and jobs made through the API for the journeys of DESIGN §7.3.

/** A startup of `founder` (a Hustler), named `name`; its slug. */
export async function apiCreateStartup(request: APIRequestContext, founder: ApiAccount, name: string): Promise<string> {
  const created = await request.post('/api/startups', {
    headers: { Authorization: `Bearer ${founder.token}` },
    multipart: { name, oneLiner: 'Cold rooms for every mandi', sector: 'Agritech', stage: 'seed', city: 'Nashik' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { startup: { slug: string } }).startup.slug;
}

/** A job of the founder's startup, written and published through the API; its id. */
export async function apiPublishedJob(request: APIRequestContext, founder: ApiAccount, slug: string, fields: Record<string, unknown>): Promise<string> {
  const auth = { Authorization: `Bearer ${founder.token}` };
  const created = await request.post(`/api/startups/${slug}/jobs`, { headers: auth, data: fields });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { _id: string } };
  expect((await request.post(`/api/jobs/${job._id}/publish`, { headers: auth })).status()).toBe(200);
  return job._id;
}
