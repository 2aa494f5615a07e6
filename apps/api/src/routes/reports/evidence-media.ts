import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { isMediaName } from '@startupsetu/server-core/media/media-storage';

// The media a report names outlive the author's delete: each file is hard-linked (copied when the
// evidence folder is on another file system) into DATA_DIR/evidence under its own name. Media names
// are unique and never reused, so one kept file serves every report that names it. The folder is
// outside the media directory, so neither the media sweep nor a delete touches it.

export function evidenceDir(dataDir: string): string {
  return path.join(dataDir, 'evidence');
}

/** Keeps each named media file; answers the names kept (a file already gone is left out). */
export async function keepEvidenceMedia(names: readonly string[], mediaDir: string, dataDir: string): Promise<string[]> {
  const kept: string[] = [];
  const dir = evidenceDir(dataDir);
  for (const name of names) {
    if (!isMediaName(name)) continue;
    await mkdir(dir, { recursive: true });
    const from = path.join(mediaDir, name);
    const to = path.join(dir, name);
    try {
      await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return;
        if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(from, to);
        else throw error;
      });
      kept.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return kept;
}
