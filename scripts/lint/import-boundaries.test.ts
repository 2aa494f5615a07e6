import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs `npm run lint`'s oxlint, with the repository's config, on a small tree of files that each
// cross one boundary (or none), so a rule that stops firing fails here rather than going quiet.

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

const FILES: Record<string, string> = {
  'web/src/lib/uses-feature.ts': "export { chatKeys } from '../features/chat/api/chat-queries';",
  'web/src/components/uses-route.tsx': "import { router } from '../app/router';\nexport const r = router;",
  'web/src/features/chat/uses-route.ts': "export { Messages } from '../../routes/messages';",
  'web/src/features/chat/components/uses-other-feature.tsx': "import { searchKeys } from '../../discovery/api/discovery-queries';\nexport const k = searchKeys;",
  'web/src/lib/uses-entity.ts': "export { blockPerson } from '../entities/block/blocks';",
  'web/src/components/uses-entity.tsx': "export { ReportButton } from '../entities/report/report-button';",
  'web/src/entities/block/uses-feature.ts': "export { chatKeys } from '../../features/chat/api/chat-queries';",
  'web/src/entities/report/uses-route.tsx': "export { router } from '../../app/router';",
  'web/src/lib/uses-server.ts': "import { newId } from '@startupsetu/server-core/ids';\nexport const id = newId;",
  'gateway/src/uses-api-internals.ts': "import { insertVideo } from '@startupsetu/api/routes/videos/videos-repository';\nexport const v = insertVideo;",
  'gateway/src/reaches-by-path.ts': "export { buildApiApp } from '../../apps/api/src/app';",
  'apps/server-core/src/uses-a-service.ts': "export type { ApiApp } from '@startupsetu/api/app';",
  'sw/src/uses-the-page.ts': "export { apiFetch } from '../../web/src/lib/api-fetch';",
  'apps/api/src/ships-test-helper.ts': "export { signUp } from './testing/api-test-server';",
  'apps/notify/src/imports-a-test.db.test.ts': "import { people } from '@startupsetu/api/testing/video-routes.db.test';\nexport const p = people;",
  'web/src/features/chat/hooks/conditional-hook.ts':
    "import { useState } from 'react';\nexport function useMaybe(on: boolean) { if (on) { useState(0); } }",
  'web/src/features/chat/hooks/missing-dependency.ts':
    "import { useEffect } from 'react';\nexport function useLog(text: string) { useEffect(() => console.log(text), []); }",
  // Within the boundaries: none of these may be reported.
  'web/src/features/chat/uses-lib.ts': "export { apiFetch } from '../../lib/api-fetch';\nexport { Avatar } from '../../components/avatar';",
  'web/src/entities/connection/uses-lib.ts': "export { apiRequest } from '../../lib/api-client';\nexport { MessageLink } from '../person/person-link';",
  'web/src/features/chat/uses-entity.ts': "export { blockPerson } from '../../entities/block/blocks';",
  'web/src/routes/uses-feature.tsx': "export { ChatPage } from '../features/chat/components/chat-page';",
  'web/src/lib/uses-outbox.ts': "export { addEntry } from '@startupsetu/sw/offline-store/offline-store';",
  'web/src/lib/uses-store-internals.ts': "export { addEntry } from '@startupsetu/sw/offline-store/outbox-store';",
  'sw/src/uses-store-internals.ts': "export { addEntry } from './offline-store/outbox-store';",
  'web/src/lib/uses-contract.ts': "export { MAX_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';",
  'apps/embedded/src/embeds-api.ts': "export const load = () => import('@startupsetu/api/app');",
  'apps/notify/src/uses-shared-helpers.db.test.ts': "export { signUp } from '@startupsetu/api/testing/api-test-server';",
  'apps/api/src/uses-core.ts': "export { newId } from '@startupsetu/server-core/ids';",
};

let tree: string;
let reports: Map<string, string[]>;

beforeAll(async () => {
  tree = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), `${text}\n`);
  }
  // The config's globs are read against its own folder: a copy at the tree's root, with the plugin
  // named by its full path, lints the tree as the repository's root is linted.
  const config = JSON.parse(readFileSync(join(root, '.oxlintrc.json'), 'utf8')) as { jsPlugins: string[] };
  config.jsPlugins = config.jsPlugins.map((plugin) => join(root, plugin));
  writeFileSync(join(tree, '.oxlintrc.json'), JSON.stringify(config));
  const oxlint = join(root, 'node_modules/oxlint/bin/oxlint');
  const args = [oxlint, '--format', 'json', '.'];
  // oxlint exits 1 when it reports errors, which is what this tree is for.
  const { stdout } = await run(process.execPath, args, { cwd: tree }).catch((failed: { stdout: string }) => failed);
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: { code: string; filename: string }[] };
  reports = new Map();
  for (const { code, filename } of diagnostics) reports.set(filename, [...(reports.get(filename) ?? []), code]);
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('npm run lint', () => {
  it.each([
    ['web/src/lib/uses-feature.ts', 'boundaries(web-layers)'],
    ['web/src/components/uses-route.tsx', 'boundaries(web-layers)'],
    ['web/src/features/chat/uses-route.ts', 'boundaries(web-layers)'],
    ['web/src/lib/uses-entity.ts', 'boundaries(web-layers)'],
    ['web/src/components/uses-entity.tsx', 'boundaries(web-layers)'],
    ['web/src/entities/block/uses-feature.ts', 'boundaries(web-layers)'],
    ['web/src/entities/report/uses-route.tsx', 'boundaries(web-layers)'],
    ['web/src/features/chat/components/uses-other-feature.tsx', 'boundaries(feature-isolation)'],
    ['web/src/lib/uses-server.ts', 'boundaries(service-isolation)'],
    ['web/src/lib/uses-store-internals.ts', 'boundaries(service-isolation)'],
    ['sw/src/uses-store-internals.ts', 'boundaries(service-isolation)'],
    ['gateway/src/uses-api-internals.ts', 'boundaries(service-isolation)'],
    ['gateway/src/reaches-by-path.ts', 'boundaries(service-isolation)'],
    ['apps/server-core/src/uses-a-service.ts', 'boundaries(service-isolation)'],
    ['sw/src/uses-the-page.ts', 'boundaries(service-isolation)'],
    ['apps/api/src/ships-test-helper.ts', 'boundaries(test-isolation)'],
    ['apps/notify/src/imports-a-test.db.test.ts', 'boundaries(test-isolation)'],
    ['web/src/features/chat/hooks/conditional-hook.ts', 'react-hooks(rules-of-hooks)'],
    ['web/src/features/chat/hooks/missing-dependency.ts', 'react-hooks(exhaustive-deps)'],
  ])('reports %s under %s', (path, rule) => {
    expect(reports.get(path)).toEqual([rule]);
  });

  it('reports nothing for imports within the boundaries', () => {
    const allowed = Object.keys(FILES).filter((path) => /uses-lib|chat\/uses-entity|routes\/uses-feature|uses-outbox|uses-contract|embeds-api|uses-shared-helpers|uses-core/.test(path));
    expect(allowed).toHaveLength(9);
    expect(allowed.filter((path) => reports.has(path))).toEqual([]);
  });
});
