import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

describe('the CSP sources of the scripts the built pages carry inline', () => {
  let root: string | undefined;
  afterEach(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

  it("is the boot script's SHA-256, as a browser hashes the script's text", async () => {
    root = await mkdtemp(join(tmpdir(), 'inline-scripts-'));
    await mkdir(join(root, '.vite'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, '.vite', 'manifest.json'), JSON.stringify({ 'src/shell-boot.ts': { file: 'assets/shell-boot-x.js' } }));
    // The hash of 'alert(1)', as the CSP specification's example gives it (sha256, base64).
    await writeFile(join(root, 'assets', 'shell-boot-x.js'), 'alert(1)');
    expect(inlineScriptSources(root)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('is none while the web app is not built, or its build has no boot script', async () => {
    root = await mkdtemp(join(tmpdir(), 'inline-scripts-'));
    expect(inlineScriptSources(root)).toEqual([]);
    await mkdir(join(root, '.vite'));
    await writeFile(join(root, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/main-x.js' } }));
    expect(inlineScriptSources(root)).toEqual([]);
  });
});
