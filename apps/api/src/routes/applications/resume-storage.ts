import type { Database } from '@startupsetu/server-core/db/database';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import { DOCUMENT_TYPES } from '@startupsetu/server-core/media/media-types';
import { downloadNameOf, privateDir, privateStorage, sweepOrphanPrivateFiles } from '../../content/private-files';

// Résumés are private (DESIGN §7.3): MEDIA_DIR/private/resumes (content/private-files.ts). Only
// GET /api/applications/:id/resume reads them, after checking who asks.

/** Where résumés are kept: MEDIA_DIR/private/resumes. */
export function resumeDir(mediaDir: string): string {
  return privateDir(mediaDir, 'resumes');
}

export function resumeStorage(mediaDir: string): MediaStorage {
  return privateStorage(mediaDir, 'resumes', DOCUMENT_TYPES);
}

/**
 * Removes the résumés no application names any more (an account, job or startup deleted with its
 * applications, or a crash between the file and its row); answers how many.
 */
export function sweepOrphanResumes(db: Database, storage: MediaStorage, olderThanMs?: number): Promise<number> {
  return sweepOrphanPrivateFiles(
    storage,
    async (names) => {
      const rows = await db.selectFrom('job_applications').select('resume_file').where('resume_file', 'in', names).execute();
      return new Set(rows.map((row) => row.resume_file));
    },
    olderThanMs,
  );
}

/** The name a résumé is downloaded with: the client's file name, cleaned, ending in .pdf. */
export function resumeNameOf(clientName: string | null): string {
  return downloadNameOf(clientName, 'pdf', 'resume');
}
