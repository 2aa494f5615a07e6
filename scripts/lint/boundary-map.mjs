// Where each file sits in the code's boundaries, and which other packages each package may use.
// Shared by the oxlint plugin (import-boundaries.mjs) and its test.

/** The workspaces, by folder; each is published to the others as `@startupsetu/<name>/<path in src>`. */
export const WORKSPACES = {
  'apps/server-core': 'server-core',
  'apps/api': 'api',
  'apps/notify': 'notify',
  gateway: 'gateway',
  sw: 'sw',
  web: 'web',
};

/**
 * What a package's own (non-test) code may import from another package, as prefixes of
 * `<package>/<path in src>`. server-core is the one shared server package. The rest are the few
 * entry points one service hands another: the gateway runs api and notify in its own process in
 * embedded mode (their `app`), tells a first `npm start` how to seed (api's `demo/seed-hint`) and
 * serves the app's pages for the same paths the service worker does (sw's `routes`); the page and
 * the service worker share the outbox and the caches they both open (sw's `outbox/`, `user-caches`,
 * `saved-videos-rules`) and the message by which the worker has the page open one of its pages
 * (`push/open-page-message`) and by which a page it does not control asks it to (`page-control`), the videos shared into the app (`shared-videos`) and the pitches waiting to
 * be uploaded, which the worker publishes once Background Fetch has sent them (`pending-uploads`,
 * `background-upload-rules`), opening their IndexedDB databases alike (`idb-open`); the page takes the types of the servers' replies and events, and the
 * field limits, from server-core's `contract/` (schemas and constants with no server code in them).
 */
export const PUBLIC_ENTRIES = {
  'server-core': [],
  api: ['server-core/'],
  notify: ['server-core/'],
  gateway: ['server-core/', 'api/app', 'notify/app', 'api/demo/seed-hint', 'sw/routes', 'sw/share-target-rules'],
  sw: [],
  web: ['sw/outbox/', 'sw/pending-uploads', 'sw/background-upload-rules', 'sw/user-caches', 'sw/saved-videos-rules', 'sw/shared-videos', 'sw/share-target-rules', 'sw/idb-open', 'sw/push/open-page-message', 'sw/page-control', 'server-core/contract/'],
};

/** Test code may also use another package's shared test helpers and build its app to talk to. */
export const TEST_ENTRIES = ['server-core/', 'api/app', 'notify/app', 'api/testing/', 'notify/testing/', 'sw/testing/'];

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
 * The web's layers, lowest first: `lib/`, `components/`, `types/` and `testing/` are used by
 * features; a feature (`features/<name>/`) by the app shell and the routes (`app/`, `routes/` and
 * the entry files beside them).
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
  return { layer: 'base', folder };
}
