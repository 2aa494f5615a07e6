import { randomBytes } from 'node:crypto';

// A startup's address (/startups/<slug>): its name in lower-case ASCII letters and digits joined
// by '-'. Names that make no such text, and the web's own paths under /startups, get 'startup'.

export const MAX_SLUG_LENGTH = 60;
const RESERVED = new Set(['new']);

/** What a slug may look like; anything else names no startup (404, never a lookup). */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

export function baseSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug && !RESERVED.has(slug) ? slug : 'startup';
}

/** The slugs to try in turn: the name's, then numbered, then with a random tail (never all taken). */
export function* slugCandidates(name: string): Generator<string> {
  const base = baseSlug(name);
  yield base;
  for (let n = 2; n <= 5; n += 1) yield `${base}-${n}`;
  for (let tries = 0; tries < 5; tries += 1) yield `${base}-${randomBytes(3).toString('hex')}`;
}
