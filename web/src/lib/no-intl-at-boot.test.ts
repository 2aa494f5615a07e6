import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A page's first Intl number or date format loads the locale's data: 130-215 ms of a slow phone's
// main thread (4x CPU), all of it blocking time when it runs as a chunk loads. The web's code, and
// the contract it shares with the server, write numbers and dates by hand instead
// (contract/indian-number.ts, lib/date-format.ts).

const ROOTS = [path.resolve(import.meta.dirname, '..'), path.resolve(import.meta.dirname, '../../../apps/server-core/src/contract')];
const INTL = /\bIntl\.|\.toLocale(?:String|DateString|TimeString)\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the web's code", () => {
  it('makes no Intl formatter (no Intl.*, no toLocaleString)', () => {
    const offenders = ROOTS.flatMap(sources).filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => !line.trimStart().startsWith('//') && INTL.test(line)),
    );
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});
