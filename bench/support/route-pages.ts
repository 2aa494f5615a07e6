// Every page of the web app, read from the build's page manifest (web/dist/pages.json, written from
// the router's route tree), so a new page is swept and drawn without being listed here: the public
// pages signed out, the rest signed in. The route sweep audits them; the screens script draws them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES, type Member, type Role } from './community-seed';
import { webDistDir } from './front-end-size';

export interface RoutePage {
  /** As the table shows it. */
  label: string;
  path: string;
  /** Signed in as this member; signed out without. */
  as?: Role;
}

/** What the bench reads of a page of the manifest (web/build/page-manifest.ts writes it). */
interface ManifestPage {
  /** The router's path ($param segments). */
  path: string;
  public: boolean;
}

type Visit = [label: string, path: string];

/**
 * How a page is visited where its path alone would not show it as people see it: its params filled
 * from the seeded community, a query it reads, a note for the table. A page with a param and none
 * of these stops the sweep, which could not visit it.
 */
const VISITS: Record<string, (members: Record<Role, Member>) => Visit[]> = {
  '/reset-password': () => [['/reset-password?token=…', '/reset-password?token=bench-reset-token']],
  '/appeal': () => [['/appeal?token=…', '/appeal?token=bench-appeal-token']],
  '/messages': (members) => [['/messages', '/messages'], ['/messages?with=…', `/messages?with=${members.Investor.id}`]],
  '/people/$userId': (members) => [['/people/$userId', `/people/${members.Investor.id}`]],
  '/blogs/$blogId': (members) => [['/blogs/$blogId', `/blogs/${members.Hustler.blogId}`]],
  '/startups/$slug': (members) => [['/startups/$slug', `/startups/${members.Hustler.startupSlug}`]],
  '/startups/$slug/edit': (members) => [['/startups/$slug/edit', `/startups/${members.Hustler.startupSlug}/edit`]],
  '/startups/$slug/jobs/new': (members) => [['/startups/$slug/jobs/new', `/startups/${members.Hustler.startupSlug}/jobs/new`]],
  '/jobs/$jobId': (members) => [['/jobs/$jobId', `/jobs/${members.Hustler.jobId}`]],
  '/jobs/$jobId/edit': (members) => [['/jobs/$jobId/edit', `/jobs/${members.Hustler.jobId}/edit`]],
  '/jobs/$jobId/applicants': (members) => [['/jobs/$jobId/applicants', `/jobs/${members.Hustler.jobId}/applicants`]],
  '/search': () => [['/search?q=…', '/search?q=Cold']],
  // The Hustler is also a moderator (./community-seed.ts).
  '/moderation': () => [['/moderation (moderator)', '/moderation']],
};

/** The pages of the built web app (web/dist, or WEB_ROOT), in the router's order. */
export function manifestPages(distDir = webDistDir()): ManifestPage[] {
  const file = path.join(distDir, 'pages.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { pages: ManifestPage[] }).pages;
  } catch (error) {
    throw new Error(`No page manifest at ${file}: run npm run build (or set WEB_ROOT to a vite build's outDir)`, { cause: error });
  }
}

/**
 * The role a signed-in page is visited as: a role's own pages (its dashboard, its form) as that role,
 * which their paths name ('/dashboard/jobSeeker', '/CofunderForm' in the spec's spelling: the first
 * three letters tell the roles apart); every other page as the Hustler.
 */
function visitorOf(pagePath: string): Role {
  const [, first = '', second = ''] = pagePath.toLowerCase().split('/');
  const named = first === 'dashboard' ? second : first.endsWith('form') ? first : '';
  return ROLES.find((role) => named.startsWith(role.slice(0, 3).toLowerCase())) ?? 'Hustler';
}

/** Every page, the public ones first, for a seeded community (./community-seed.ts). */
export function everyRoute(members: Record<Role, Member>, pages: ManifestPage[] = manifestPages()): RoutePage[] {
  const visits = (page: ManifestPage): RoutePage[] => {
    const visit = VISITS[page.path];
    if (!visit && page.path.includes('$')) throw new Error(`bench/support/route-pages.ts: say how to visit ${page.path} (VISITS)`);
    const as = page.public ? undefined : visitorOf(page.path);
    return (visit?.(members) ?? [[page.path, page.path]]).map(([label, to]) => ({ label, path: to, ...(as && { as }) }));
  };
  return [...pages.filter((page) => page.public), ...pages.filter((page) => !page.public)].flatMap(visits);
}
