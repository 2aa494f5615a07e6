import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';
import { pngBytes } from './form-uploads';

// The valid requests of /api/startups (DESIGN §7.3): the hustler runs the cast's startup, the
// investor is invited to it; each invite and removal uses a person of its own.

function next(people: string[], kind: string): string {
  const id = people.pop();
  if (!id) throw new Error(`the cast has no startup ${kind} left: raise STARTUP_PEOPLE in authorization-cast.ts`);
  return id;
}

function startupForm(name: string): () => FormData {
  return () => {
    const data = new FormData();
    for (const [field, value] of [['name', name], ['oneLiner', 'Matrix one-liner'], ['sector', 'SaaS'], ['stage', 'seed'], ['city', 'Pune']]) {
      data.append(field!, value!);
    }
    data.append('logo', new Blob([pngBytes()], { type: 'image/png' }), 'logo.png');
    return data;
  };
}

export function startupRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const admin = { access: 'user', caller: 'Hustler' } as const;
  const slug = () => cast().startup.slug;
  return [
    { ...admin, method: 'POST', path: '/api/startups', status: 201, request: () => ({ path: '/api/startups', form: startupForm('Matrix startup') }) },
    // A person's startups, as their profile reads them (the directory's filters are the same route).
    { access: 'user', method: 'GET', path: '/api/startups', status: 200, request: () => ({ path: `/api/startups?sector=SaaS&member=${cast().members.Hustler.id}` }) },
    // A startup's page is public (shared with a link preview).
    { access: 'public', method: 'GET', path: '/api/startups/:slug', status: 200, request: () => ({ path: `/api/startups/${slug()}` }) },
    { ...admin, method: 'PUT', path: '/api/startups/:slug', status: 200, request: () => ({ path: `/api/startups/${slug()}`, form: startupForm('Matrix startup, edited') }) },
    {
      ...admin,
      method: 'POST',
      path: '/api/startups/:slug/members',
      status: 201,
      request: () => ({ path: `/api/startups/${slug()}/members`, json: { userId: next(cast().startup.invitees, 'invitee'), title: 'Advisor' } }),
    },
    // Accepting again changes nothing, so every suite may send it.
    {
      access: 'user',
      caller: 'Investor',
      method: 'PUT',
      path: '/api/startups/:slug/members/me',
      status: 200,
      request: () => ({ path: `/api/startups/${slug()}/members/me`, json: { action: 'accept' } }),
    },
    {
      ...admin,
      method: 'DELETE',
      path: '/api/startups/:slug/members/:userId',
      status: 200,
      request: () => ({ path: `/api/startups/${slug()}/members/${next(cast().startup.removable, 'member to remove')}` }),
    },
  ];
}
