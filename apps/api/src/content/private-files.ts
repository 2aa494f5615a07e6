import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import type { MediaType } from '@startupsetu/server-core/media/media-types';
import { sweepOrphanFiles } from './media-sweep';

// Private files (résumés, a badge request's document): each kind in a directory of its own inside
// the media volume (shared by every api instance), which /media cannot reach: its names have no
// path parts, and the public storage holds and serves pictures and videos only. Only the route that
// checks who asks reads them.

/** Where private files of `kind` are kept: MEDIA_DIR/private/<kind>. */
export function privateDir(mediaDir: string, kind: string): string {
  return path.join(mediaDir, 'private', kind);
}

/** The storage of private files of `kind`, holding only `types`. */
export function privateStorage(mediaDir: string, kind: string, types: readonly MediaType[]): MediaStorage {
  const dir = privateDir(mediaDir, kind);
  mkdirSync(dir, { recursive: true });
  return new FileMediaStorage(dir, types);
}

/** A file is committed just before its row is written: one older than this that no row names is an orphan. */
export const ORPHAN_PRIVATE_FILE_AGE_MS = 60 * 60 * 1000;
/** An upload never runs this long; an older temporary file was left by a crash. */
export const STALE_PRIVATE_UPLOAD_MS = 6 * 60 * 60 * 1000;

/** Removes the files of `storage` no row names (`inUse`) and the uploads a crash left; answers how many files. */
export async function sweepOrphanPrivateFiles(
  storage: MediaStorage,
  inUse: (names: string[]) => Promise<Set<string>>,
  olderThanMs = ORPHAN_PRIVATE_FILE_AGE_MS,
): Promise<number> {
  await storage.removeStaleUploads(STALE_PRIVATE_UPLOAD_MS);
  return sweepOrphanFiles(storage, olderThanMs, inUse);
}

const MAX_NAME_LENGTH = 150;

/**
 * The name a file is downloaded with: the client's file name, without path or control characters,
 * ending in `.ext` (`fallback.ext` when nothing is left of it).
 */
export function downloadNameOf(clientName: string | null, ext: string, fallback: string): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  // Whole characters only: no control character, and no half of a surrogate pair (not UTF-8).
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f' && !/^[\uD800-\uDFFF]$/.test(char)).join('');
  const cleaned = printable.replace(/\s+/g, ' ').trim();
  const withoutExt = ext === 'jpg' || ext === 'jpeg' ? cleaned.replace(/\.jpe?g$/i, '') : cleaned.replace(new RegExp(`\\.${ext}$`, 'i'), '');
  const stem = [...withoutExt].slice(0, MAX_NAME_LENGTH).join('').trim();
  return `${stem || fallback}.${ext}`;
}

/** `attachment` with the name twice: plain ASCII for old clients, and RFC 8187's UTF-8 form. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
