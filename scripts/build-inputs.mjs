// What a build is made of, so that `npm start` builds only when that changed (scripts/start.mjs):
// a fingerprint of every source file the web app and the servers are built from, and a record, kept
// beside the installed packages, of the fingerprint the last complete build was made from.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['web', 'sw', 'apps', 'gateway', 'scripts'];
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dev-dist']);
/** What `npm run build` writes and the start scripts run or serve. */
const OUTPUTS = ['web/dist/index.html', 'web/dist/sw.js', 'gateway/dist/server.mjs', 'apps/api/dist/server.mjs', 'apps/notify/dist/server.mjs'];
// In node_modules, so that a fresh install (which may bring other packages) builds again.
const recordIn = (root) => path.join(root, 'node_modules', '.cache', 'startupsetu', 'build-inputs');

function filesUnder(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCES.has(entry.name) ? [] : filesUnder(root, file);
    return entry.isFile() ? [file] : [];
  });
}

/** A hash of the sources' names and contents. */
export function inputsFingerprint(root = ROOT) {
  const hash = createHash('sha256');
  const rootFiles = ROOT_FILES.filter((file) => existsSync(path.join(root, file)));
  for (const file of [...rootFiles, ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir))].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Before a build: until it completes, there is no build to trust. */
export function forgetBuild(root = ROOT) {
  rmSync(recordIn(root), { force: true });
}

/** After a complete build, the fingerprint taken before it began (a file edited meanwhile is not in it). */
export function recordBuild(fingerprint, root = ROOT) {
  mkdirSync(path.dirname(recordIn(root)), { recursive: true });
  writeFileSync(recordIn(root), fingerprint);
}

/** True when the last complete build was made from the sources as they are now, and is still there. */
export function buildIsCurrent(root = ROOT) {
  if (!existsSync(recordIn(root)) || OUTPUTS.some((file) => !existsSync(path.join(root, file)))) return false;
  return readFileSync(recordIn(root), 'utf8') === inputsFingerprint(root);
}
