import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../errors';
import { detectMediaType, SIGNATURE_BYTES, type MediaType, type UploadPolicy } from './media-types';

// Passes bytes through once the leading bytes match an allowed type; fails at the first byte
// over the limit, so an oversized upload is never written out in full.
export class UploadGuard extends Transform {
  size = 0;
  type: MediaType | undefined;
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(
    private readonly policy: UploadPolicy,
    private readonly allowEmpty: boolean,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.policy.maxBytes) {
      done(new HttpError(413, this.policy.tooLargeMessage));
      return;
    }
    if (this.type) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SIGNATURE_BYTES) {
      done();
      return;
    }
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type || (this.size === 0 && this.allowEmpty)) done();
    else this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = detectMediaType(head, this.policy.types);
    if (this.type) done(null, head);
    else done(new HttpError(415, this.policy.wrongTypeMessage));
  }
}
