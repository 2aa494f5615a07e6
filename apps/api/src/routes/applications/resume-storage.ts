import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@startupsetu/server-core/db/database';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import { DOCUMENT_TYPES } from '@startupsetu/server-core/media/media-types';
import { sweepOrphanFiles } from '../../content/media-sweep';

// Résumés are private (DESIGN §7.3): they live in a directory of their own inside the media volume
// (shared by every api instance), which /media cannot reach — its names have no path parts, and the
// public storage holds and serves pictures and videos only, never a PDF. Only
// GET /api/applications/:id/resume reads them, after checking who asks.

/** Where résumés are kept: MEDIA_DIR/private/resumes. */
export function resumeDir(mediaDir: string): string {
  return path.join(mediaDir, 'private', 'resumes');
}

export function resumeStorage(mediaDir: string): MediaStorage {
  const dir = resumeDir(mediaDir);
  mkdirSync(dir, { recursive: true });
  return new FileMediaStorage(dir, DOCUMENT_TYPES);
}

/** A résumé is committed just before its row is written: one older than this that no row names is an orphan. */
export const ORPHAN_RESUME_AGE_MS = 60 * 60 * 1000;
/** An upload never runs this long; an older temporary file was left by a crash. */
export const STALE_RESUME_UPLOAD_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the résumés no application names any more (an account, job or startup deleted with its
 * applications, or a crash between the file and its row); answers how many.
 */
export async function sweepOrphanResumes(db: Database, storage: MediaStorage, olderThanMs = ORPHAN_RESUME_AGE_MS): Promise<number> {
  await storage.removeStaleUploads(STALE_RESUME_UPLOAD_MS);
  return sweepOrphanFiles(storage, olderThanMs, async (names) => {
    const rows = await db.selectFrom('job_applications').select('resume_file').where('resume_file', 'in', names).execute();
    return new Set(rows.map((row) => row.resume_file));
  });
}

const MAX_NAME_LENGTH = 150;

/** The name a résumé is downloaded with: the client's file name, without path or control characters, ending in .pdf. */
export function resumeNameOf(clientName: string | null): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  // Whole characters only: no control character, and no half of a surrogate pair (not UTF-8).
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f' && !/^[\uD800-\uDFFF]$/.test(char)).join('');
  const cleaned = printable.replace(/\s+/g, ' ').trim();
  const stem = [...cleaned.replace(/\.pdf$/i, '')].slice(0, MAX_NAME_LENGTH).join('').trim();
  return `${stem || 'resume'}.pdf`;
}

/** `attachment` with the name twice: plain ASCII for old clients, and RFC 8187's UTF-8 form. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
