import { HttpError } from '@startupsetu/server-core/errors';
import type { UploadPolicy } from '@startupsetu/server-core/media/media-types';
import { addUploadedBytes, bytesUploaded, uploadDay } from '@startupsetu/server-core/repositories/upload-usage-repository';
import type { FastifyRequest } from 'fastify';

const MB = 1024 * 1024;

export function uploadLimitMessage(quotaMb: number): string {
  return `You have reached today's upload limit of ${quotaMb} MB. Try again tomorrow.`;
}

export interface UploadBudget {
  /** The file's policy, narrowed to what is left of today's budget when that is less. */
  policy: UploadPolicy;
  /** Counts a stored file against today's budget. */
  spend(bytes: number): Promise<void>;
  /** The 429 of an upload cut for going over the budget, else the error itself. */
  explain(error: unknown): unknown;
}

/** Counts `bytes` stored for the signed-in user against today's budget (a published resumable upload). */
export async function spendUploadBudget(request: FastifyRequest, bytes: number): Promise<void> {
  const userId = request.user?.id;
  if (!request.server.config?.uploadQuotaMbPerDay || !userId) return;
  await addUploadedBytes(request.server.db, userId, uploadDay(), bytes);
}

/**
 * The signed-in user's daily upload budget (UPLOAD_QUOTA_MB_PER_DAY, per UTC day) for one upload:
 * refused with 429 before any byte is read when it is spent, cut with 429 when the file would
 * take more than what is left.
 */
export async function uploadBudget(request: FastifyRequest, policy: UploadPolicy): Promise<UploadBudget> {
  const quotaMb = request.server.config?.uploadQuotaMbPerDay ?? 0;
  const userId = request.user?.id;
  if (!quotaMb || !userId) return { policy, spend: async () => {}, explain: (error) => error };

  const db = request.server.db;
  const day = uploadDay();
  const message = uploadLimitMessage(quotaMb);
  const left = quotaMb * MB - (await bytesUploaded(db, userId, day));
  if (left <= 0) throw new HttpError(429, message);
  return {
    policy: left < policy.maxBytes ? { ...policy, maxBytes: left, tooLargeMessage: message } : policy,
    spend: (bytes) => addUploadedBytes(db, userId, day, bytes),
    explain: (error) => (error instanceof HttpError && error.status === 413 && error.message === message ? new HttpError(429, message) : error),
  };
}
