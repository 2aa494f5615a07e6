import { fileURLToPath } from 'node:url';

/**
 * How the app's code is cut into files. Left to itself the bundler makes a file of every group of
 * modules shared by a different set of routes: the dashboard needed 37 scripts and 6 stylesheets,
 * and a phone on a slow network pays for each request (and the page's main thread for starting it).
 * Instead the signed-in app comes in a few files:
 * - app-vendor: the libraries only the app uses (router, query cache, socket, IndexedDB);
 * - app-shared: our shared code (lib, components, features, and the service worker's rules the
 *   page reuses), except what the landing page runs: that stays in small files of its own, so the
 *   landing page loads none of the app;
 * - then one small file per route.
 */
const APP_VENDOR = /[\\/]node_modules[\\/](@tanstack|use-sync-external-store|idb|socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/;
const APP_SHARED = /[\\/](web[\\/]src[\\/](lib|components|features)|sw[\\/]src)[\\/]/;
/** What a first visit to `/` runs: main.tsx and the landing page's renderer, with all they import. */
const LANDING_ROOTS = ['../src/main.tsx', '../src/app/render-landing.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const landingModulesOf = new WeakMap<ChunkingContext, Set<string>>();

function landingModules(context: ChunkingContext): Set<string> {
  let modules = landingModulesOf.get(context);
  if (modules) return modules;
  modules = new Set();
  const pending = [...LANDING_ROOTS];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  landingModulesOf.set(context, modules);
  return modules;
}

// includeDependenciesRecursively off: otherwise a group takes in what its modules import, React
// among them, and the landing page would load the group for it.
export const codeSplitting = {
  groups: [
    { name: 'app-vendor', includeDependenciesRecursively: false, test: APP_VENDOR },
    {
      name: (id: string, context: ChunkingContext) => (APP_SHARED.test(id) && !landingModules(context).has(id) ? 'app-shared' : null),
      includeDependenciesRecursively: false,
    },
  ],
};
