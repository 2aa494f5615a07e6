// Where each file sits in the code's boundaries, and which other packages each package may use.
// Shared by the oxlint plugin (import-boundaries.mjs) and its test.

/** The workspaces, by folder; each is published to the others as `@startupsetu/<name>/<path in src>`. */
export const WORKSPACES = {
  'apps/server-core': 'server-core',
  'apps/api': 'api',
  'apps/notify': 'notify',
  'apps/embedded': 'embedded',
  gateway: 'gateway',
  sw: 'sw',
  web: 'web',
};

/**
 * What a package's own (non-test) code may import from another package, as prefixes of
 * `<package>/<path in src>`. server-core is the one shared server package. The rest are the few
 * entry points one service hands another: apps/embedded composes api and notify (their `app`) on
 * one database and one bus and tells a first `npm start` how to seed (api's `demo/seed-hint`); the
 * gateway starts that composition in embedded mode (`embedded/embedded-services`: URLs and apps
 * back); it learns the app's pages and share target from the build's page manifest (web/dist/pages.json),
 * never from the worker's source. The page and the service worker share the offline store
 * (`offline-store/offline-store`, its one entry: the outbox, sealed per-user records, drafts,
 * pending uploads, saved and shared videos, cache names),
 * the message by which the worker has the page open one of its pages (`push/open-page-message`),
 * the one by which a page it does not control asks it to (`page-control`) and the share target's
 * address (`share-target-rules`); the page takes the types of the servers' replies and events, and
 * the field limits, from server-core's `contract/` (schemas and constants with no server code in them).
 */
export const PUBLIC_ENTRIES = {
  'server-core': [],
  api: ['server-core/'],
  notify: ['server-core/'],
  embedded: ['server-core/', 'api/app', 'notify/app', 'api/demo/seed-hint'],
  gateway: ['server-core/', 'embedded/embedded-services'],
  sw: [],
  web: ['sw/offline-store/offline-store', 'sw/share-target-rules', 'sw/push/open-page-message', 'sw/page-control', 'server-core/contract/'],
};

/**
 * Folders that are one module with one public entry: code outside the folder imports only the
 * entry (`<folder>/<entry>`), whichever package it is in; tests may reach inside to set up and inspect.
 */
export const MODULE_ENTRIES = [{ folder: 'sw/src/offline-store/', entry: 'sw/src/offline-store/offline-store' }];

/** Test code may also use another package's shared test helpers and build its app to talk to. */
export const TEST_ENTRIES = ['server-core/', 'api/app', 'notify/app', 'api/testing/', 'notify/testing/', 'sw/testing/', 'sw/offline-store/'];

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/;

/** A test file, whose code no other file may import (its helpers belong in a `testing/` folder). */
export function isTestFile(path) {
  return TEST_FILE.test(path);
}

/** Test files and the shared helpers they use. */
export function isTestCode(path) {
  return isTestFile(path) || /(^|\/)testing\//.test(path) || /(^|\/)test-[\w-]+\.ts$/.test(path);
}

/** `{ folder, name, inner }` for a repository path inside a workspace; undefined elsewhere (tooling). */
export function workspaceOf(path) {
  for (const [folder, name] of Object.entries(WORKSPACES)) {
    if (path === folder || path.startsWith(`${folder}/`)) {
      return { folder, name, inner: path.slice(folder.length + 1) };
    }
  }
  return undefined;
}

/**
 * The web's layers, lowest first: `lib/` (infrastructure), `components/`, `types/`, `styles/` and
 * `testing/` are the base; an entity (`entities/<name>/`: a person, a connection, a block, ...,
 * with its calls, query keys and small components) builds on the base and, where it must, on
 * another entity; a feature (`features/<name>/`) on both; the app shell and the routes (`app/`,
 * `routes/` and the entry files beside them) on all of them.
 */
export function webLayerOf(path) {
  const match = /^web\/src\/(?:([^/]+)\/)?/.exec(path);
  if (!match) return undefined;
  const folder = match[1];
  if (folder === undefined || folder === 'app' || folder === 'routes') return { layer: 'app' };
  if (folder === 'features') {
    const feature = /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
    return { layer: 'feature', feature };
  }
  if (folder === 'entities') {
    const entity = /^web\/src\/entities\/([^/]+)\//.exec(path)?.[1];
    return { layer: 'entity', entity };
  }
  return { layer: 'base', folder };
}

/** The layers by height: a module may import its own layer's and lower ones' (features: its own feature). */
export const WEB_LAYER_RANK = { base: 0, entity: 1, feature: 2, app: 3 };
