import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The web imports this folder: anything it imports ends up in the web's typecheck and bundle, so
// it holds schemas, types and constants only, importing nothing but itself and json-schema-to-ts.
describe('contract folder', () => {
  const folder = new URL('.', import.meta.url);
  const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

  it.each(sources)('%s imports nothing outside the contract', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    const imported = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
    expect(imported.filter((specifier) => !specifier?.startsWith('./') && specifier !== 'json-schema-to-ts')).toEqual([]);
  });
});
