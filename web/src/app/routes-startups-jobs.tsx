import { createRoute } from '@tanstack/react-router';
import { JOB_FILTERS } from '../features/jobs/job-filters';
import { STARTUP_FILTERS } from '../features/startups/startup-filters';
import { listSearchOf } from '../lib/list-search';
import type { PageOptions } from './page-declaration';
import { loadJob, loadJobApplicants, loadJobs, loadMyApplications, loadSavedJobs, loadStartup, loadStartupPage, loadStartups } from './route-loaders';
import { page } from './route-modules';
import type { OpenRoute, SignedInRoute } from './router';

// Startups, jobs and applications (DESIGN §7.3): their pages, declared here for router.tsx, which
// puts them under its layouts (`signedIn`: the signed-in layout; `open`: readable signed out too).

/** An open page's `page(…)`: public, its shell drawing both frames (PageShell 'open'). */
const openPage = (file: string, component: string, options: Omit<PageOptions, 'public' | 'shell'>) =>
  page(file, component, { ...options, public: true, shell: { kind: 'open' } });

/** The signed-in pages: the directory, a Hustler's new startup, the job forms, saved jobs, applications and a job's applicants. */
export function startupAndJobSignedInPages(signedIn: SignedInRoute) {
  return [
    createRoute({
      getParentRoute: () => signedIn,
      path: '/startups',
      validateSearch: (search: Record<string, unknown>) => listSearchOf(STARTUP_FILTERS, search),
      loaderDeps: ({ search }) => search,
      loader: loadStartups,
      ...page('startups', 'StartupsPage', { title: 'Startups', look: 'card' }),
    }),
    createRoute({
      getParentRoute: () => signedIn,
      path: '/startups/new',
      ...page('new-startup', 'NewStartupPage', { title: 'Create a Startup', look: { heading: true } }),
    }),
    createRoute({
      getParentRoute: () => signedIn,
      path: '/startups/$slug/edit',
      loader: loadStartup,
      ...page('startup-edit', 'EditStartupPage', { title: 'Edit Startup', look: { heading: true } }),
    }),
    // Jobs: a startup's admins post and edit them; anyone signed in keeps some for later and applies.
    createRoute({
      getParentRoute: () => signedIn,
      path: '/startups/$slug/jobs/new',
      loader: loadStartup,
      ...page('new-job', 'NewJobPage', { title: 'Post a Job', look: { heading: true } }),
    }),
    createRoute({
      getParentRoute: () => signedIn,
      path: '/jobs/$jobId/edit',
      loader: loadJob,
      ...page('job-edit', 'EditJobPage', { title: 'Edit Job', look: { heading: true } }),
    }),
    createRoute({
      getParentRoute: () => signedIn,
      path: '/jobs/saved',
      loader: loadSavedJobs,
      ...page('jobs-saved', 'SavedJobsPage', { title: 'Saved Jobs', look: 'card' }),
    }),
    // Applications: the applicant's own, and a job's pipeline for its startup's members.
    createRoute({
      getParentRoute: () => signedIn,
      path: '/applications',
      loader: loadMyApplications,
      ...page('applications', 'ApplicationsPage', { title: 'Your Applications', look: 'card' }),
    }),
    createRoute({
      getParentRoute: () => signedIn,
      path: '/jobs/$jobId/applicants',
      loader: loadJobApplicants,
      ...page('job-applicants', 'JobApplicantsPage', { title: 'Applicants', look: 'card' }),
    }),
  ] as const;
}

/** Startups' and jobs' own pages: linked from anywhere, read signed out, with a preview of the item for link previews. */
export function startupAndJobOpenPages(open: OpenRoute) {
  return [
    createRoute({
      getParentRoute: () => open,
      path: '/startups/$slug',
      loader: loadStartupPage,
      ...openPage('startup', 'StartupPage', {
        title: 'Startup',
        description: 'A startup on StartupSetu: what it does, its team and its open jobs.',
        preview: true,
        look: { shape: 'card', heading: false },
      }),
    }),
    createRoute({
      getParentRoute: () => open,
      path: '/jobs',
      validateSearch: (search: Record<string, unknown>) => listSearchOf(JOB_FILTERS, search),
      loaderDeps: ({ search }) => search,
      loader: loadJobs,
      ...openPage('jobs', 'JobsPage', {
        title: 'Jobs',
        description: "Jobs and internships at India's startups: pay, ESOPs and skills on every listing.",
        look: 'card',
      }),
    }),
    createRoute({
      getParentRoute: () => open,
      path: '/jobs/$jobId',
      loader: loadJob,
      ...openPage('job', 'JobPage', {
        title: 'Job',
        description: 'A job at a startup on StartupSetu: the role, its pay and ESOPs, and the skills it needs.',
        preview: true,
        look: { shape: 'card', heading: false },
      }),
    }),
  ] as const;
}
