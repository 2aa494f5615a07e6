import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, link, open, readdir, rename, stat, unlink, utimes, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../errors';
import { newId } from '../ids';
import { isMediaName, type MediaStorage, type OpenedMedia, type StagedMedia } from './media-storage';
import { typeOfFile } from './file-head';
import { mediaTypeOfName, PUBLIC_MEDIA_TYPES, type MediaType, type UploadPolicy } from './media-types';
import { UploadGarbageCollector } from './upload-garbage';
import { UploadGuard } from './upload-guard';

// Uploads are written under a hidden temporary name in the media directory itself (so the final
// rename is atomic) and only renamed into place once the whole request has been accepted.
const TEMP_PREFIX = '.upload-';
const TEMP_SUFFIX = '.part';
const MISSING_FILE_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Media files in a directory: MEDIA_DIR, shared by every api instance in scaled mode. It holds,
 * opens and lists files of `types` only (the public pictures and videos unless said), so a private
 * storage of other types in another directory (résumés) shares nothing with the public one.
 */
export class FileMediaStorage implements MediaStorage {
  constructor(
    readonly dir: string,
    readonly types: readonly MediaType[] = PUBLIC_MEDIA_TYPES,
  ) {}

  /**
   * Streams an upload to a temporary file while counting its bytes and checking its leading bytes
   * against the policy. Too large → 413, wrong type → 415, a source that fails (client gone,
   * malformed multipart) → 400; in every failure no file is left behind.
   */
  async stage(source: Readable, policy: UploadPolicy): Promise<StagedMedia> {
    return (await this.streamToStage(source, policy, false))!;
  }

  /** Like stage, but a source without a single byte (an empty file input) is no upload: null. */
  async stageIfAny(source: Readable, policy: UploadPolicy): Promise<StagedMedia | null> {
    return this.streamToStage(source, policy, true);
  }

  /**
   * Stages a complete file on this volume: its size and leading bytes checked against the policy,
   * then hard-linked (copied across volumes) under a temporary name, so the source stays intact
   * until the caller removes it.
   */
  async stageFile(file: string, policy: UploadPolicy): Promise<StagedMedia> {
    const { type, size } = await typeOfFile(file, policy.types);
    if (size > policy.maxBytes) throw new HttpError(413, policy.tooLargeMessage);
    if (!type) throw new HttpError(415, policy.wrongTypeMessage);
    const { token, temp } = this.tempFile();
    await link(file, temp).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(file, temp);
    });
    // Written now, as far as the sweeps of old files can tell (a link keeps the upload's times).
    const now = new Date();
    await utimes(temp, now, now);
    return this.staged(token, temp, type, size);
  }

  private tempFile(): { token: string; temp: string } {
    const token = newId() + randomBytes(8).toString('hex');
    return { token, temp: path.join(this.dir, `${TEMP_PREFIX}${token}${TEMP_SUFFIX}`) };
  }

  private async streamToStage(source: Readable, policy: UploadPolicy, allowEmpty: boolean): Promise<StagedMedia | null> {
    const { token, temp } = this.tempFile();
    const guard = new UploadGuard(policy, allowEmpty);
    const target = createWriteStream(temp, { flags: 'wx' });
    // The pipeline passes the first error on to every stream, so who failed first tells a storage
    // failure (the server's problem, 500) from a broken upload (the request's problem, 400).
    let firstFailure: 'upload' | 'storage' | undefined;
    source.once('error', () => (firstFailure ??= 'upload'));
    guard.once('error', () => (firstFailure ??= 'upload'));
    target.once('error', () => (firstFailure ??= 'storage'));
    try {
      await pipeline(source, guard, new UploadGarbageCollector(), target);
    } catch (error) {
      // The file may still be opening when the pipeline gives up; delete it once it is closed.
      if (!target.closed) await new Promise<void>((resolve) => target.once('close', () => resolve()));
      await removeQuietly(temp);
      if (error instanceof HttpError || firstFailure === 'storage') throw error;
      throw new HttpError(400, 'The upload was interrupted or is not well-formed');
    }

    const type = guard.type;
    if (!type) {
      await removeQuietly(temp);
      return null;
    }
    // The leading bytes named the type; the whole file must also be one.
    if ((await typeOfFile(temp, [type])).type !== type) {
      await removeQuietly(temp);
      throw new HttpError(415, policy.wrongTypeMessage);
    }
    return this.staged(token, temp, type, guard.size);
  }

  private staged(token: string, temp: string, type: MediaType, size: number): StagedMedia {
    const name = `${token}.${type.ext}`;
    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      name,
      type,
      size,
      commit: async () => {
        if (state !== 'staged') throw new Error(`Upload ${name} was already ${state}`);
        await rename(temp, path.join(this.dir, name));
        state = 'committed';
        return name;
      },
      discard: async () => {
        if (state !== 'staged') return;
        state = 'discarded';
        await removeQuietly(temp);
      },
    };
  }

  /** Deletes a stored file; unknown names, URLs and files already gone are ignored. */
  async remove(name: string): Promise<void> {
    if (!isMediaName(name, this.types)) return;
    try {
      await unlink(path.join(this.dir, name));
    } catch (error) {
      if (!MISSING_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }

  /** Opens a stored file for reading, or answers undefined when there is no such media. */
  async open(name: string): Promise<OpenedMedia | undefined> {
    const type = isMediaName(name, this.types) ? mediaTypeOfName(name, this.types) : undefined;
    if (!type) return undefined;
    let file: FileHandle;
    try {
      file = await open(path.join(this.dir, name), 'r');
    } catch (error) {
      if (MISSING_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
    try {
      const info = await file.stat();
      if (info.isFile()) return { file, size: info.size, type };
    } catch (error) {
      await file.close();
      throw error;
    }
    await file.close();
    return undefined;
  }

  /** Deletes temporary files that a crashed process left; answers how many. */
  async removeStaleUploads(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const entry of await readdir(this.dir)) {
      if (!entry.startsWith(TEMP_PREFIX) || !entry.endsWith(TEMP_SUFFIX)) continue;
      const file = path.join(this.dir, entry);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) {
        await removeQuietly(file);
        removed += 1;
      }
    }
    return removed;
  }

  /** Names of the stored (committed) files last written more than `olderThanMs` ago. */
  async listStoredOlderThan(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const names: string[] = [];
    for (const entry of await readdir(this.dir)) {
      if (!isMediaName(entry, this.types)) continue;
      const info = await stat(path.join(this.dir, entry)).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs < cutoff) names.push(entry);
    }
    return names;
  }
}

async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => undefined);
}
