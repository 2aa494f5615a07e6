import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, forgetBuild, inputsFingerprint, recordBuild } from './build-inputs.mjs';

const OUTPUTS = ['web/dist/index.html', 'web/dist/sw.js', 'gateway/dist/server.mjs', 'apps/api/dist/server.mjs', 'apps/notify/dist/server.mjs'];

let root = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** A project with a few sources, built: its outputs written and its inputs recorded. */
function builtProject(): void {
  write('package.json', '{"name":"startupsetu"}');
  write('web/src/main.tsx', 'render();');
  write('apps/api/src/app.ts', 'export const app = 1;');
  write('gateway/src/server.ts', 'listen();');
  for (const file of OUTPUTS) write(file, 'built');
  recordBuild(inputsFingerprint(root), root);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'startupsetu-build-inputs-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds again only when the build is not of the sources as they are', () => {
  it('skips a build made from these very sources', () => {
    builtProject();
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('builds when there was never a build', () => {
    write('web/src/main.tsx', 'render();');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it.each([
    ['a source is edited', () => write('apps/api/src/app.ts', 'export const app = 2;')],
    ['a source is added', () => write('sw/src/sw.ts', 'precache();')],
    ['the lockfile changes', () => write('package-lock.json', '{}')],
    ['a source is renamed', () => {
      rmSync(path.join(root, 'gateway/src/server.ts'));
      write('gateway/src/main.ts', 'listen();');
    }],
  ])('builds when %s', (_change, change) => {
    builtProject();
    change();
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('ignores what builds and installs write (dist, node_modules)', () => {
    builtProject();
    write('web/dist/assets/index-abc.js', 'bundle');
    write('web/node_modules/some-package/index.js', 'module.exports = 1;');
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('builds when an output is gone', () => {
    builtProject();
    rmSync(path.join(root, 'web/dist'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('does not trust a build that began and did not complete', () => {
    builtProject();
    forgetBuild(root);
    expect(buildIsCurrent(root)).toBe(false);
  });
});
