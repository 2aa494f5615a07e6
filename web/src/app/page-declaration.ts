import type { PageHead } from '@startupsetu/server-core/contract/page-manifest';
import type { PendingLook } from '../components/page-pending';
import type { RoleFormName } from '../entities/profile-form/role-form-titles';

/** The site's name, after every page's own title ('Messages · StartupSetu'). */
export const SITE_NAME = 'StartupSetu';
export const DEFAULT_DESCRIPTION = "StartupSetu: India's startup community. Pitch your idea, find co-founders and investors, and grow together.";
/** A link preview's picture when a page names none (web/public). */
const DEFAULT_IMAGE = '/icons/icon-512.png';


/**
 * What a first load of the page arrives with (web/build/pages.ts renders it, shells/<name>.html):
 * - 'signed-in': the signed-in frame with the page's pending look; its app is fetched at once;
 * - 'form': a role form's frame (the site's header, the form's heading and lead);
 * - 'drawn': the page drawn whole by its route module's export `draw` (the page's own component by
 *   default), its app fetched once it has painted;
 * - 'open': a page readable signed in and signed out (a startup's, a job's): both frames, the
 *   signed-in one and the site's header, of which the one for the visitor shows before the first
 *   paint (src/shell-boot.ts marks the page signed in); its app is fetched at once, as a signed-in page's;
 * - 'landing': `/`, landing.html (app/landing-markup.tsx).
 */
export type PageShell =
  | { kind: 'signed-in' }
  | { kind: 'open' }
  | { kind: 'form'; form: RoleFormName }
  | { kind: 'drawn'; draw?: string }
  | { kind: 'landing' };

/** A page of the build the service worker answers navigations to the route with (precached), by name (<name>.html). */
export interface AppPage {
  name: string;
  look: PendingLook;
}

/** Everything about a page that is not its code: declared once, on its route (router.tsx's staticData). */
export interface PageDeclaration {
  /** The route module (web/src/routes/<file>.tsx) and the export that is the page. */
  module: string;
  component: string;
  head: PageHead;
  /** Readable signed out: the gateway answers it with its head rendered, and it is in the sitemap (unless `indexed` is false). */
  public: boolean;
  indexed: boolean;
  /** A page of one item (a startup, a job): its link preview names the item (the api's GET /api/link-previews). */
  preview: boolean;
  /** The page's heading and first list's shape while its code or data comes. */
  look?: PendingLook;
  shell: PageShell;
  appPage?: AppPage;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageDeclaration;
  }
}

export interface PageOptions {
  title: string;
  description?: string;
  image?: string;
  public?: boolean;
  indexed?: boolean;
  /** A public page of one item, whose link preview the api writes for each (ManifestPage.preview). */
  preview?: boolean;
  /** The placeholders' shape, and whether the pending page shows the title as its heading (it does by default). */
  look?: PendingLook['shape'] | { shape?: PendingLook['shape']; heading: boolean };
  shell?: PageShell;
  appPage?: AppPage;
}

/** The document title of a page titled `title`. */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** A page's declaration, from its route module ('about-us', for web/src/routes/about-us.tsx), its component's export and `options`. */
export function declarePage(file: string, component: string, options: PageOptions): PageDeclaration {
  const look = typeof options.look === 'object' ? options.look : { shape: options.look, heading: true };
  const isPublic = options.public ?? false;
  return {
    module: `/src/routes/${file}.tsx`,
    component,
    head: {
      title: documentTitle(options.title),
      description: options.description ?? DEFAULT_DESCRIPTION,
      image: options.image ?? DEFAULT_IMAGE,
    },
    public: isPublic,
    indexed: isPublic && (options.indexed ?? true),
    preview: isPublic && (options.preview ?? false),
    look: options.look === undefined ? undefined : { ...(look.heading && { title: options.title }), shape: look.shape },
    shell: options.shell ?? { kind: 'signed-in' },
    appPage: options.appPage,
  };
}

/** The name of a route's shell (shells/<name>.html): its path in lower case, segments joined by '-', params by their name. */
export function shellNameOf(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\$/, '').toLowerCase())
    .join('-');
}
