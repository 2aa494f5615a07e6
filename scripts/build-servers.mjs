// Bundles each server's TypeScript into one plain-JS file (<package>/dist/server.mjs), so that
// `npm start` runs it with node alone: loading the sources through tsx's hooks took most of a cold start.
// Our workspace packages are bundled in (they export .ts files); every other package stays an import,
// resolved from node_modules at run time (native modules such as better-sqlite3 included).
import { build } from 'esbuild';

const SERVERS = ['gateway', 'apps/api', 'apps/notify'];
const WORKSPACE_SCOPE = '@startupsetu/';

const thirdPartyExternal = {
  name: 'third-party-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith(WORKSPACE_SCOPE) ? undefined : { external: true }));
  },
};

await Promise.all(
  SERVERS.map((dir) =>
    build({
      entryPoints: [`${dir}/src/server.ts`],
      outfile: `${dir}/dist/server.mjs`,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [thirdPartyExternal],
    }),
  ),
);
console.log(`Servers bundled: ${SERVERS.map((dir) => `${dir}/dist/server.mjs`).join(', ')}`);
