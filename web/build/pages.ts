import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';

/** What main.tsx loads for a first load of `/` (the page most visitors see first), and for any other path. */
const LANDING_MODULE = '/src/app/render-landing.tsx';
const APP_MODULE = '/src/app/render-app.tsx';
/** The layout of the signed-in pages, which most paths index.html serves show. */
const SIGNED_IN_MODULE = '/src/app/signed-in-layout.tsx';
/** landing.html's only script: it runs main.tsx once the visitor reaches for the page. */
export const LANDING_BOOT = 'src/landing-boot.ts';
/** The route module of the role dashboards, which dashboard.html preloads. */
const DASHBOARD_MODULE = '/src/routes/dashboard.tsx';
/** Build-time modules that render the landing page, and the signed-in pages' shells, to HTML. */
const LANDING_MARKUP = '/src/app/landing-markup.tsx';
const SHELL_MARKUP = '/src/app/prerendered-shell-markup.tsx';
/** Where the shells of the signed-in pages but the dashboards go: shells/<name>.html (gateway/src/plugins/web-app.ts serves them). */
const SHELLS_DIR = 'shells';

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
const stylesheets = (files: string[]) => files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

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

/**
 * The HTML pages of the build. Their chunks are code-split, so the browser would learn of them
 * only after the entry has run: each page preloads its own, one round trip less on a slow network.
 * LANDING_BOOT must be an input of the build (web/vite.config.ts).
 * - index.html, the app shell of every path but `/`, preloads the app (router, query cache) and
 *   the signed-in layout, and links their stylesheets.
 * - landing.html, for `/`, comes with the landing page already rendered in it and its CSS inline,
 *   so it shows as soon as its HTML is in. Its scripts are fetched once it has painted, and
 *   run when the visitor reaches for the page (src/landing-boot.ts): main.tsx then hydrates it.
 * - dashboard.html, for /dashboard/<role>, comes with the dashboard's shell (the signed-in frame,
 *   the heading and the feed's placeholders) rendered from the app's own components
 *   (app/prerendered-shell.tsx), its CSS inline. It runs the entry at once, with the app and the
 *   dashboard route preloaded: the app hydrates the shell and draws the page in its place
 *   (app/render-app.tsx).
 * - shells/<name>.html, likewise, for every other signed-in page (app/pending-looks.ts names them).
 *   The gateway answers a first load with them; the service worker does not precache them (it
 *   answers with index.html, the app being saved on the device by then).
 * The gateway and the service worker answer those paths with them (they are written before the
 * worker is built, which precaches them).
 */
export function pages(): Plugin {
  let root = '';
  let outDir = '';
  let appPreloads = '';
  /** The shared code of the pages other than a dashboard (code-splitting.ts's app-pages), which a dashboard visit does not load. */
  let pagesPreload = '';
  let appStyles: string[] = [];
  /** What the dashboard route loads beyond the app and the signed-in layout. */
  let dashboardScripts: string[] = [];
  /** index.html's entry script, and what landing.html has instead. */
  let entryScript = '';
  let landingBoot = '';
  return {
    name: 'startupsetu-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
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
        appStyles = unique(app.flatMap((chunks) => chunks.styles));
        const appScripts = unique(app.flatMap((chunks) => chunks.scripts));
        appPreloads = stylesheets(appStyles) + modulePreloads(appScripts);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error("index.html's entry script is missing from the build");
        entryScript = entry[0];
        landingBoot = bootScript(bundle, html, LANDING_BOOT, entry[1]!, landing.scripts);
        dashboardScripts = unique(chunksOf(bundle, DASHBOARD_MODULE).scripts).filter((file) => !appScripts.includes(file));
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
        const markup = await renderMarkup(root);
        // No request holds up the first paint (the CSP allows inline styles).
        const inlineStylesheets = (html: string) => html.replace(STYLESHEET, (_link, file: string) => inline(file));
        const landing = inlineStylesheets(index.replace(appPreloads + pagesPreload, '').replace(entryScript, landingBoot)).replace(
          EMPTY_ROOT,
          `<div id="root">${markup.landing}</div>`,
        );
        writeFileSync(path.join(outDir, 'landing.html'), landing);
        const withShell = (html: string, name: string) => html.replace(EMPTY_ROOT, `<div id="root" data-shell="${name}">${markup.shells[name]}</div>`);
        const signedIn = inlineStylesheets(index);
        const dashboard = withShell(inlineStylesheets(index.replace(appPreloads + pagesPreload, appPreloads + modulePreloads(dashboardScripts))), 'dashboard');
        writeFileSync(path.join(outDir, 'dashboard.html'), dashboard);
        mkdirSync(path.join(outDir, SHELLS_DIR), { recursive: true });
        for (const name of Object.keys(markup.shells).filter((shell) => shell !== 'dashboard')) {
          writeFileSync(path.join(outDir, SHELLS_DIR, `${name}.html`), withShell(signedIn, name));
        }
      },
    },
  };
}

/** The prerendered pages' HTML, rendered through a throwaway Vite server (it compiles TSX and skips CSS imports). */
async function renderMarkup(root: string): Promise<{ landing: string; shells: Record<string, string> }> {
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
    const { shellMarkups } = (await server.ssrLoadModule(SHELL_MARKUP)) as { shellMarkups(): Record<string, string> };
    return { landing: landingMarkup(), shells: shellMarkups() };
  } finally {
    await server.close();
  }
}
