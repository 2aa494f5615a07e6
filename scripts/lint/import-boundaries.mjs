// An oxlint JS plugin (ESLint's rule API) for the code's import boundaries; each boundary is its
// own rule so that a report names the one crossed. Paths are read against the folder oxlint runs
// in (the repository root), after resolving the import: relative, or `@startupsetu/<package>/…`.
import { posix, relative, sep } from 'node:path';
import {
  isTestCode,
  isTestFile,
  MODULE_ENTRIES,
  PUBLIC_ENTRIES,
  TEST_ENTRIES,
  WEB_LAYER_RANK,
  WORKSPACES,
  webLayerOf,
  workspaceOf,
} from './boundary-map.mjs';

const PACKAGE_FOLDERS = Object.fromEntries(Object.entries(WORKSPACES).map(([folder, name]) => [name, folder]));

/** `{ path, entry? }`: the repository path an import names (entry: `<package>/<path>` when by package). */
function resolveImport(fromPath, specifier) {
  if (specifier.startsWith('.')) return { path: posix.normalize(posix.join(posix.dirname(fromPath), specifier)) };
  const byPackage = /^@startupsetu\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (!byPackage || !(byPackage[1] in PACKAGE_FOLDERS)) return undefined;
  const [, name, inner = ''] = byPackage;
  return { path: `${PACKAGE_FOLDERS[name]}/src/${inner}`, entry: `${name}/${inner}` };
}

function importRule(description, check) {
  return {
    meta: { type: 'problem', docs: { description } },
    create(context) {
      const fromPath = relative(context.cwd, context.filename).split(sep).join('/');
      const visit = (source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const target = resolveImport(fromPath, source.value);
        const message = target && check(fromPath, target, source.value);
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => visit(node.source),
        ExportNamedDeclaration: (node) => visit(node.source),
        ExportAllDeclaration: (node) => visit(node.source),
        ImportExpression: (node) => visit(node.source),
      };
    },
  };
}

const serviceIsolation = importRule("A package uses another only through what that package publishes to it, a one-entry module only through its entry", (from, target, specifier) => {
  const folder = MODULE_ENTRIES.find((module) => target.path.startsWith(module.folder) && !from.startsWith(module.folder));
  if (folder && target.path.replace(/\.tsx?$/, '') !== folder.entry && !isTestCode(from)) {
    return `'${specifier}' is inside ${folder.folder}; import its entry (${folder.entry}) instead`;
  }
  const own = workspaceOf(from);
  const other = workspaceOf(target.path);
  if (!own || !other || own.name === other.name) return undefined;
  if (!target.entry) {
    return `'${specifier}' reaches into ${other.folder}'s source by a relative path; import what it publishes as @startupsetu/${other.name}/…`;
  }
  const allowed = isTestCode(from) ? [...PUBLIC_ENTRIES[own.name], ...TEST_ENTRIES] : PUBLIC_ENTRIES[own.name];
  if (allowed.some((entry) => target.entry === entry || (entry.endsWith('/') && target.entry.startsWith(entry)))) return undefined;
  return `${own.folder} may not import ${other.folder}'s source '${specifier}' (it may use: ${allowed.join(', ') || 'no other package'})`;
});

const testIsolation = importRule('Tests share helpers from testing/ folders, never from another test file', (from, target, specifier) => {
  if (isTestFile(target.path) || /\.(test|spec)$/.test(target.path)) {
    return `'${specifier}' is a test file; move what it shares into a testing/ folder`;
  }
  if (!isTestCode(from) && workspaceOf(from) && /(^|\/)testing\//.test(target.path)) {
    return `'${specifier}' is a test helper; code that ships may not use it`;
  }
  return undefined;
});

const LAYER_NAMES = { entity: 'an entity', feature: 'a feature', app: 'the app shell or a route' };

const webLayers = importRule('web/src: lib and components → entities → features → app and routes, never upwards', (from, target, specifier) => {
  const own = webLayerOf(from);
  const other = webLayerOf(target.path);
  if (!own || !other || WEB_LAYER_RANK[other.layer] <= WEB_LAYER_RANK[own.layer]) return undefined;
  const where = own.layer === 'base' ? `web/src/${own.folder}/` : LAYER_NAMES[own.layer];
  return `${where} may not import ${LAYER_NAMES[other.layer]} ('${specifier}'); pass it in, or move the shared piece down`;
});

const featureIsolation = importRule('web/src/features/<a> never imports features/<b>', (from, target, specifier) => {
  const own = webLayerOf(from);
  const other = webLayerOf(target.path);
  if (own?.layer !== 'feature' || other?.layer !== 'feature' || own.feature === other.feature) return undefined;
  return `feature '${own.feature}' may not import feature '${other.feature}' ('${specifier}'); move the shared piece to web/src/entities, web/src/lib or web/src/components`;
});

export default {
  meta: { name: 'boundaries' },
  rules: {
    'service-isolation': serviceIsolation,
    'test-isolation': testIsolation,
    'web-layers': webLayers,
    'feature-isolation': featureIsolation,
  },
};
