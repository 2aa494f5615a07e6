import { Transform, type TransformCallback } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Bytes of an upload between two collections: at most this much of it waits to be freed. */
export const COLLECT_EVERY_BYTES = 8 * 1024 * 1024;

type Collect = () => void;

let youngCollection: Collect | undefined;

// Node's HTTP parser hands every piece of a request body to JavaScript as a new buffer, whose
// memory V8 frees only at a collection. A large upload allocates little else, so nothing sets one
// off until about 32 MB of those buffers wait (V8's external-memory limit): the server's memory
// grows by that much with each upload. A young-generation collection (a scavenge, a few ms) frees
// the pieces already written. V8 offers it to scripts only behind --expose-gc; the flag takes
// effect for contexts created after it is set, so `gc` comes from a fresh one (as Jest does).
function collectYoungGarbage(): void {
  if (!youngCollection) {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
    youngCollection = () => gc({ type: 'minor' });
  }
  youngCollection();
}

/**
 * Passes an upload's bytes through unchanged, and after every `everyBytes` of them asks for a
 * collection of the pieces already passed on (written out by then, or about to be).
 */
export class UploadGarbageCollector extends Transform {
  private sinceCollection = 0;

  constructor(
    private readonly everyBytes = COLLECT_EVERY_BYTES,
    private readonly collect: Collect = collectYoungGarbage,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sinceCollection += chunk.length;
    if (this.sinceCollection >= this.everyBytes) {
      this.sinceCollection = 0;
      this.collect();
    }
    done(null, chunk);
  }
}
