import { HttpError } from '@startupsetu/server-core/errors';
import type { UploadPolicy } from '@startupsetu/server-core/media/media-types';
import {
  addUploadedBytesWithin,
  bytesUploaded,
  removeUploadedBytes,
  uploadDay,
} from '../uploads/upload-usage-repository';
import type { FastifyRequest } from 'fastify';

const MB = 1024 * 1024;

export function uploadLimitMessage(quotaMb: number): string {
  return `You have reached today's upload limit of ${quotaMb} MB. Try again tomorrow.`;
}

export interface UploadBudget {
  /** The file's policy, narrowed to what is left of today's budget when that is less. */
  policy: UploadPolicy;
  /** The UTC day the bytes count on; undefined when there is no budget (no quota, or no user). */
  day: string | undefined;
  /**
   * Counts `bytes` against the day's budget, atomically with the user's other uploads: 429 when
   * they would go over it (nothing is counted then).
   */
  spend(bytes: number): Promise<void>;
  /** The 429 of an upload cut for going over the budget, else the error itself. */
  explain(error: unknown): unknown;
}

/** Takes back bytes counted on `day` that never arrived or were not kept (an abandoned upload). */
export async function refundUploadBudget(request: FastifyRequest, userId: string, day: string, bytes: number): Promise<void> {
  await removeUploadedBytes(request.server.db, userId, day, bytes);
}

/**
 * The signed-in user's daily upload budget (UPLOAD_QUOTA_MB_PER_DAY, per UTC day, DESIGN §7.2) for
 * one upload: refused with 429 before any byte is read when it is spent, cut with 429 when the file
 * would take more than what is left. Bytes count from the moment they are taken, published or not.
 */
export async function uploadBudget(request: FastifyRequest, policy: UploadPolicy): Promise<UploadBudget> {
  const quotaMb = request.server.config?.uploadQuotaMbPerDay ?? 0;
  const userId = request.user?.id;
  if (!quotaMb || !userId) return { policy, day: undefined, spend: async () => {}, explain: (error) => error };

  const db = request.server.db;
  const day = uploadDay();
  const message = uploadLimitMessage(quotaMb);
  const quota = quotaMb * MB;
  const left = quota - (await bytesUploaded(db, userId, day));
  if (left <= 0) throw new HttpError(429, message);
  return {
    policy: left < policy.maxBytes ? { ...policy, maxBytes: left, tooLargeMessage: message } : policy,
    day,
    async spend(bytes) {
      if (!(await addUploadedBytesWithin(db, userId, day, bytes, quota))) throw new HttpError(429, message);
    },
    explain: (error) => (error instanceof HttpError && error.status === 413 && error.message === message ? new HttpError(429, message) : error),
  };
}
