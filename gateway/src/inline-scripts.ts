import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The boot script web/build/pages.ts writes whole in the role forms' and public pages' shells, by its build input. */
const INLINE_BOOT_MODULES = ['src/shell-boot.ts'];

/**
 * The Content-Security-Policy sources ('sha256-…') of the scripts the built pages carry inline: the
 * same built files web/build/pages.ts writes in them. None while the web app is not built.
 */
export function inlineScriptSources(webRoot: string): string[] {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
  return INLINE_BOOT_MODULES.flatMap((module) => {
    const file = manifest[module]?.file;
    if (!file || !existsSync(join(webRoot, file))) return [];
    return [`'sha256-${createHash('sha256').update(readFileSync(join(webRoot, file))).digest('base64')}'`];
  });
}
