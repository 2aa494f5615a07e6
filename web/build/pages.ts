import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { PageDeclaration } from '../src/app/page-declaration';
import { DEFAULT_DESCRIPTION, SITE_NAME, shellNameOf } from '../src/app/page-declaration';
import type { ManifestShareTarget } from '@startupsetu/server-core/contract/page-manifest';
import { PAGE_MANIFEST, SHELLS_DIR, pageHeadSlot, pageManifestOf, shareTargetOf, withHead } from './page-manifest';

/** What main.tsx loads for a first load of `/` (the page most visitors see first), and for any other path. */
const LANDING_MODULE = '/src/app/render-landing.tsx';
const APP_MODULE = '/src/app/render-app.tsx';
/** The layout of the signed-in pages, which most paths index.html serves show. */
const SIGNED_IN_MODULE = '/src/app/signed-in-layout.tsx';
/** landing.html's boot script (after SHELL_BOOT): it runs main.tsx once the visitor reaches for the page. */
export const LANDING_BOOT = 'src/landing-boot.ts';
/**
 * The first script of every page that arrives drawn (landing.html, the shells), written in it: it
 * holds a tap until the app has taken the page over; on the role forms' and public pages' shells it
 * also runs main.tsx once the page has painted.
 */
export const SHELL_BOOT = 'src/shell-boot.ts';
/** Build-time modules that render the landing page, and the signed-in pages' shells, to HTML. */
const LANDING_MARKUP = '/src/app/landing-markup.tsx';
const SHELL_MARKUP = '/src/app/prerendered-shell-markup.tsx';
const STATIC_PAGE_MARKUP = '/src/app/static-page-markup.tsx';
/** The route tree's pages (app/router.tsx declares each once): their shells, heads and route modules. */
const PAGE_REGISTRY = '/src/app/page-registry.ts';
/** The share target the web manifest names, which the page manifest gives the gateway. */
const SHARE_TARGET_RULES = '@startupsetu/sw/share-target-rules';

interface Chunks {
  scripts: string[];
  styles: string[];
}

/** The chunk of a module main.tsx imports dynamically, and everything it imports however deep, with their CSS. */
function chunksOf(bundle: Rollup.OutputBundle, moduleId: string): Chunks {
  const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(moduleId));
  if (!chunk) throw new Error(`No chunk for ${moduleId}: update web/build/pages.ts`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (scripts.has(file) || output?.type !== 'chunk') return;
    scripts.add(file);
    output.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

const notIn = (html: string) => (file: string) => !html.includes(`/${file}"`);

const modulePreloads = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
/**
 * The files of a shell's page, fetched from the start but at low priority: nothing the page needs to
 * draw its shell waits on them (a script fetched at high priority counts as holding up the first
 * paint, for a browser and for Lighthouse). Stylesheets are fetched, not applied: the route's code
 * adds them when it renders (Vite's preload helper then finds them fetched).
 */
const lowPriorityPreloads = (files: string[]) =>
  files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
    )
    .join('');
const stylesheets = (files: string[]) => files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * The boot script tag of a page the app takes over on intent (lib/boot-on-intent.ts), with what it
 * fetches ahead, and the preloads of what it imports.
 */
function bootScript(bundle: Rollup.OutputBundle, html: string, bootModule: string, entry: string, prefetched: string[]): string {
  const boot = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(bootModule));
  if (boot?.type !== 'chunk') throw new Error(`${bootModule} is missing from the build: add it to web/vite.config.ts's inputs`);
  const prefetches = [...new Set(prefetched)]
    .filter((file) => notIn(html)(file) && !boot.imports.includes(file))
    .map((file) => `/${file}`)
    .join(' ');
  const imports = boot.imports.filter(notIn(html));
  return `<script type="module" src="/${boot.fileName}" data-entry="/${entry}" data-prefetch="${prefetches}"></script>${modulePreloads(imports)}`;
}

/** Vite's file for `module` (a build input or a module main.tsx imports). */
function chunkFileOf(bundle: Rollup.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`${module} is missing from the build: add it to web/vite.config.ts's inputs`);
  return chunk.fileName;
}

/**
 * The code of the boot script `module`, to be written in the page: no request between the page and
 * the start of its app. The gateway allows it by its hash (gateway/src/plugins/security-headers.ts
 * hashes the same built file).
 */
function inlineCodeOf(bundle: Rollup.OutputBundle, module: string): string {
  const chunk = bundle[chunkFileOf(bundle, module)];
  if (chunk?.type !== 'chunk' || chunk.imports.length > 0 || chunk.dynamicImports.length > 0 || chunk.code.includes('</script')) {
    throw new Error(`${module} must import nothing to be written in the page`);
  }
  return chunk.code;
}

/**
 * The HTML pages of the build and its page manifest, from the app's route tree: as the build starts,
 * a throwaway Vite server loads app/page-registry.ts, which walks app/router.tsx, where every page
 * declares its route module, head, pending look, whether it is public and its shell (`page(…)`,
 * app/page-declaration.ts), and renders the pages' markup from the app's own components. Each page
 * written carries its route's <title> and description in index.html's head slot, which the first of
 * these plugins fills with the site's, in the dev server too (page-manifest.ts's pageHeadSlot, withHead).
 * - index.html, the app shell of every path without a page of its own, preloads the app (router,
 *   query cache) and the signed-in layout, and links their stylesheets.
 * - landing.html, for `/` (shell 'landing'), comes with the landing page rendered in it and its CSS
 *   inline, so it shows as soon as its HTML is in. Its scripts are fetched once it has painted, and
 *   run when the visitor reaches for the page (src/landing-boot.ts): main.tsx then hydrates it.
 * - shells/<name>.html for every other page, named by its path (app/page-declaration.ts's
 *   shellNameOf: /dashboard/Investor → dashboard-investor, /blogs/$blogId → blogs-blogid):
 *   - a signed-in page's (shell 'signed-in'): the signed-in frame, the heading and the first list's
 *     placeholders, CSS inline. Its app's files, its route module's among them, are fetched from the
 *     start at low priority and the entry runs as soon as it is in: the app hydrates the shell and
 *     draws the page in its place (app/render-app.tsx);
 *   - a role form's (shell 'form': the form's frame) and a public page's (shell 'drawn': the page
 *     drawn whole) carry SHELL_BOOT inline instead: once the page has painted, it fetches the app's
 *     files and runs the entry. Their first screen is all there before the app, and Lighthouse
 *     counts every script fetched before the largest paint as holding it up, whatever its priority.
 * - <name>.html of a page the service worker answers navigations with (a route's `appPage`:
 *   dashboard.html, the same for every role, 'Dashboard'), precached.
 * - pages.json (page-manifest.ts): each page's path pattern, shell, worker page, public or not and
 *   head, and the share target. The gateway answers first loads, public pages' heads, robots.txt and
 *   the sitemap from it; the service worker, built after this build, gets its pages as
 *   `__APP_PAGES__` (sw/src/routes.ts). The build fails when a page's shell was not written.
 * Every page that arrives drawn (landing.html and the shells) starts with SHELL_BOOT written in its
 * head, which holds a tap made before the app has taken the page over (src/shell-boot.ts). The
 * pages' chunks are code-split, so the browser would learn of them only after the entry has run:
 * each page preloads its own, one round trip less on a slow network. LANDING_BOOT and SHELL_BOOT
 * must be inputs of the build (web/vite.config.ts). The shells speed a first load only and are not
 * precached: offline, the worker answers with index.html or the route's `appPage`.
 */
export function pages(): Plugin[] {
  return [pageHeadSlot({ title: SITE_NAME, description: DEFAULT_DESCRIPTION }), pagesOfTheBuild()];
}

function pagesOfTheBuild(): Plugin {
  let config: ResolvedConfig;
  let outDir = '';
  /** The pages' markup and the route tree's pages, rendered as the build starts. */
  let markup: Markup;
  let appPreloads = '';
  /** The shared code of the pages other than a dashboard (code-splitting.ts's app-pages), which a dashboard visit does not load. */
  let pagesPreload = '';
  /** The app's stylesheets (inlined in the shells). */
  let appStylesheets = '';
  /** The boot script of each shell, with the files its page loads (the app, the signed-in layout, its route), by shell name. */
  const shellBoots: Record<string, string> = {};
  /** The stylesheets of each shell's route that the app's are not (a static page, drawn whole, needs them to paint). */
  const routeStylesheets: Record<string, string> = {};
  /** What each shell's page loads (the app, the signed-in layout, its route), fetched at low priority, by shell name. */
  const shellPreloads: Record<string, string> = {};
  /** index.html's entry script, and what landing.html has instead. */
  let entryScript = '';
  let landingBoot = '';
  /** SHELL_BOOT written in a page that starts its app itself: it only holds the taps made before it has. */
  let tapHolder = '';
  return {
    name: 'startupsetu-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      markup = await renderMarkup(config.root);
      // The service worker is built after this build (vite-plugin-pwa, with this build's define): it
      // answers navigations from the same manifest (sw/src/routes.ts).
      // The resolved config's define is typed read-only, but is the object the worker's build copies.
      const define = ((config as { define?: Record<string, string> }).define ??= {});
      define.__APP_PAGES__ = JSON.stringify(pageManifestOf(markup.pages, markup.shareTarget).pages.map(({ pattern, appPage }) => ({ pattern, appPage })));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const landing = chunksOf(bundle, LANDING_MODULE);
        // Its stylesheet would be added by its chunk while the page is shown: main.tsx imports it instead.
        const ownStyles = landing.styles.filter(notIn(html));
        if (ownStyles.length > 0) throw new Error(`Import the landing page's CSS in main.tsx: ${ownStyles.join(', ')}`);
        const app = [chunksOf(bundle, APP_MODULE), chunksOf(bundle, SIGNED_IN_MODULE)];
        const unique = (files: string[]) => [...new Set(files)].filter(notIn(html));
        const appStyles = unique(app.flatMap((chunks) => chunks.styles));
        const appScripts = unique(app.flatMap((chunks) => chunks.scripts));
        appStylesheets = stylesheets(appStyles);
        appPreloads = appStylesheets + modulePreloads(appScripts);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error("index.html's entry script is missing from the build");
        entryScript = entry[0];
        landingBoot = bootScript(bundle, html, LANDING_BOOT, entry[1]!, landing.scripts);
        const entryImports = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
        const shellBootCode = inlineCodeOf(bundle, SHELL_BOOT);
        // A classic script (not a module, which would wait for the whole page to be parsed): it runs
        // before the page is shown, and so before its first tap.
        tapHolder = `<script>${shellBootCode}</script>`;
        for (const [shell, module] of Object.entries(routeModulesOf(markup.pages))) {
          const route = chunksOf(bundle, module);
          const files = [...new Set([...entryImports, ...appScripts, ...route.scripts, ...route.styles])].filter(
            // The stylesheets the page has inline already.
            (file) => file !== entry[1] && !appStyles.includes(file) && !(file.endsWith('.css') && html.includes(`/${file}"`)),
          );
          routeStylesheets[shell] = stylesheets(route.styles.filter((file) => notIn(html)(file) && !appStyles.includes(file)));
          shellPreloads[shell] = lowPriorityPreloads(files);
          const preloads = [entry[1]!, ...files].map((file) => `/${file}`).join(' ');
          shellBoots[shell] = `<script data-entry="/${entry[1]}" data-preload="${preloads}">${shellBootCode}</script>`;
        }
        const pagesChunk = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === 'app-pages');
        pagesPreload = pagesChunk ? modulePreloads([pagesChunk.fileName]) : '';
        return html.replace('</head>', `${appPreloads}${pagesPreload}</head>`);
      },
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!index.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender the pages into`);
        // The disabled link is never fetched: it tells Vite's preload helper that the page has the
        // stylesheet, so the app's chunks do not fetch it again (and wait for it) before they run.
        const inline = (file: string) => `<style>${readFileSync(path.join(outDir, file), 'utf8').trim()}</style><link rel="stylesheet" href="/${file}" disabled>`;
        const manifest = pageManifestOf(markup.pages, markup.shareTarget);
        const headOf = (shell: string) => manifest.pages.find((page) => page.shell === shell)?.head ?? DASHBOARD_HEAD;
        // No request holds up the first paint (the CSP allows inline styles).
        const inlineStylesheets = (html: string) => html.replace(STYLESHEET, (_link, file: string) => inline(file));
        const landing = inlineStylesheets(index.replace(appPreloads + pagesPreload, '').replace(entryScript, () => tapHolder + landingBoot)).replace(
          EMPTY_ROOT,
          `<div id="root">${markup.landing}</div>`,
        );
        writeFileSync(path.join(outDir, 'landing.html'), withHead(landing, headOf('landing.html')));
        /** shells/<name>.html: `root` drawn in the page, with its route's stylesheets too when `withRouteStyles`. */
        const shellPage = (name: string, root: string, withRouteStyles = false) => {
          const boot = shellBoots[name];
          if (boot === undefined) throw new Error(`No route module for the shell '${name}': declare its page in app/router.tsx`);
          const styles = appStylesheets + (withRouteStyles ? routeStylesheets[name] : '');
          const html = inlineStylesheets(index.replace(appPreloads + pagesPreload, styles).replace(MODULE_PRELOAD, '').replace(entryScript, () => boot));
          return html.replace(EMPTY_ROOT, root);
        };
        // A signed-in page's first screen is its data (a feed, a list, a chat), which waits for the app
        // whatever the shell shows: its app is fetched from the start (at low priority: a script
        // fetched at high priority counts as holding up the first paint) and runs as soon as it is in.
        // Fetched after the first paint, a slow phone showed the dashboard's feed 0.4 s later
        // (bench/dashboard-visit.ts), and /talks, /networking, /messages?with=… and a blog 0.23-0.35 s
        // later (median of 5 visits each, slow 4G and 4x CPU).
        const signedInPage = (name: string) =>
          inlineStylesheets(
            index
              .replace(appPreloads + pagesPreload, appStylesheets + shellPreloads[name])
              .replace(MODULE_PRELOAD, '')
              .replace(entryScript, () => tapHolder + entryScript.replace('<script type="module"', '<script type="module" fetchpriority="low"')),
          ).replace(EMPTY_ROOT, `<div id="root" data-shell="${name}">${markup.shells[name]}</div>`);
        // The worker's pages (dashboard.html), named by the pages they answer for.
        const appPages = new Set(markup.pages.flatMap(({ page }) => (page.appPage ? [page.appPage.name] : [])));
        for (const name of appPages) writeFileSync(path.join(outDir, `${name}.html`), withHead(signedInPage(name), DASHBOARD_HEAD));
        mkdirSync(path.join(outDir, SHELLS_DIR), { recursive: true });
        const shellFile = (name: string) => `${SHELLS_DIR}/${name}.html`;
        for (const name of Object.keys(markup.shells).filter((shell) => !appPages.has(shell))) {
          const page = markup.signedIn.includes(name) ? signedInPage(name) : shellPage(name, `<div id="root" data-shell="${name}">${markup.shells[name]}</div>`);
          writeFileSync(path.join(outDir, shellFile(name)), withHead(page, headOf(shellFile(name))));
        }
        for (const [name, page] of Object.entries(markup.staticPages)) {
          const html = shellPage(name, `<div id="root" data-page="${name}">${page}</div>`, true);
          writeFileSync(path.join(outDir, shellFile(name)), withHead(html, headOf(shellFile(name))));
        }
        const missing = manifest.pages.filter((page) => !existsSync(path.join(outDir, page.shell)));
        if (missing.length > 0) throw new Error(`No shell was written for ${missing.map((page) => page.path).join(', ')}`);
        writeFileSync(path.join(outDir, PAGE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}

interface Markup {
  landing: string;
  shells: Record<string, string>;
  signedIn: string[];
  staticPages: Record<string, string>;
  pages: Array<{ path: string; page: PageDeclaration }>;
  shareTarget: ManifestShareTarget;
}

/** dashboard.html's head: it answers every role's dashboard, whose app then names the page. */
const DASHBOARD_HEAD = { title: 'Dashboard · StartupSetu', description: "Your StartupSetu dashboard." };

/**
 * The route module of each shell (its page's, and for a page of the worker's such as dashboard.html
 * that of the pages it answers for), which its page preloads with the app: its code is not learnt
 * of only once the app has run.
 */
function routeModulesOf(pages: Markup['pages']): Record<string, string> {
  return Object.fromEntries(
    pages.flatMap(({ path, page }) => {
      if (page.shell.kind === 'landing') return [];
      const own: [string, string] = [shellNameOf(path), page.module];
      return page.appPage ? [own, [page.appPage.name, page.module] as [string, string]] : [own];
    }),
  );
}

/** The prerendered pages' HTML and the route tree's pages, through a throwaway Vite server (it compiles TSX and skips CSS imports). */
async function renderMarkup(root: string): Promise<Markup> {
  const server = await createServer({
    root,
    configFile: false,
    plugins: [react()],
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { landingMarkup } = (await server.ssrLoadModule(LANDING_MARKUP)) as { landingMarkup(): string };
    const { shellMarkups, signedInShellNames } = (await server.ssrLoadModule(SHELL_MARKUP)) as {
      shellMarkups(): Record<string, string>;
      signedInShellNames(): string[];
    };
    const { staticPageMarkups } = (await server.ssrLoadModule(STATIC_PAGE_MARKUP)) as { staticPageMarkups(): Promise<Record<string, string>> };
    const { pagesOf } = (await server.ssrLoadModule(PAGE_REGISTRY)) as { pagesOf(): Markup['pages'] };
    const shareTarget = shareTargetOf((await server.ssrLoadModule(SHARE_TARGET_RULES)) as Parameters<typeof shareTargetOf>[0]);
    return { landing: landingMarkup(), shells: shellMarkups(), signedIn: signedInShellNames(), staticPages: await staticPageMarkups(), pages: pagesOf(), shareTarget };
  } finally {
    await server.close();
  }
}
