import type { Readable } from 'node:stream';
import { mediaTypeOfName, type MediaType, type UploadPolicy } from './media-types';

// Where uploaded pictures and videos live, as the api sees it. FileMediaStorage keeps them in a
// directory (a shared volume when several api instances run); an object store can implement the
// same interface later without the routes changing.
export interface MediaStorage {
  /**
   * Streams an upload into storage while counting its bytes and checking its leading bytes against
   * the policy. Too large → 413, wrong type → 415, a source that fails (client gone, malformed
   * multipart) → 400; in every failure nothing is left behind.
   */
  stage(source: Readable, policy: UploadPolicy): Promise<StagedMedia>;
  /** Like stage, but a source without a single byte (an empty file input) is no upload: null. */
  stageIfAny(source: Readable, policy: UploadPolicy): Promise<StagedMedia | null>;
  /**
   * Stages a complete file already on the storage's volume (a finished resumable upload), checked
   * as stage checks a stream (413, 415). The file itself stays where it is: the caller removes it.
   */
  stageFile(file: string, policy: UploadPolicy): Promise<StagedMedia>;
  /** Opens a stored file for reading, or answers undefined when there is no such media. */
  open(name: string): Promise<OpenedMedia | undefined>;
  /** Deletes a stored file; unknown names, URLs and files already gone are ignored. */
  remove(name: string): Promise<void>;
  /** Deletes partial uploads that a crashed process left; answers how many. */
  removeStaleUploads(olderThanMs: number): Promise<number>;
  /** Names of the stored (committed) files last written more than `olderThanMs` ago. */
  listStoredOlderThan(olderThanMs: number): Promise<string[]>;
}

export interface StagedMedia {
  /** The file's name once committed: `<newId()><random hex>.<ext>`. */
  readonly name: string;
  readonly type: MediaType;
  readonly size: number;
  /** Makes the file visible under its name and answers the name. */
  commit(): Promise<string>;
  /** Deletes the staged upload; does nothing after commit and never throws. */
  discard(): Promise<void>;
}

export interface OpenedMedia {
  /** Closed by a read stream made from it, or by the caller otherwise. */
  file: MediaReader;
  size: number;
  type: MediaType;
}

/** The part of a FileHandle that serving a file needs; a ranged GET can provide the same. */
export interface MediaReader {
  /** The bytes from start to end, both inclusive; the stream closes the reader when it ends. */
  createReadStream(range: { start: number; end: number }): Readable;
  close(): Promise<void>;
}

const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}\.[a-z0-9]{2,5}$/;

/** A name the storage may hold and serve: no path parts, one of our extensions (of `types`: the public ones unless said). */
export function isMediaName(name: string, types?: readonly MediaType[]): boolean {
  return MEDIA_NAME.test(name) && mediaTypeOfName(name, types) !== undefined;
}
