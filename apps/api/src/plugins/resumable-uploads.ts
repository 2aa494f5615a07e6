import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server, type Upload } from '@tus/server';
import { errorBody } from '@startupsetu/server-core/errors';
import type { AuthUser } from '@startupsetu/server-core/authenticate';
import { runPeriodically } from '@startupsetu/server-core/http/periodic-task';
import { newId } from '@startupsetu/server-core/ids';
import { typeOfFile } from '@startupsetu/server-core/media/file-head';
import { MAX_VIDEO_BYTES, POSTER_UPLOAD, VIDEO_UPLOAD, type UploadPolicy } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RedisUploadLocker } from '../uploads/redis-upload-locker';
import { BUDGET_KEY } from '../uploads/upload-reservation';
import { connectRedisPair } from './redis-pair';

// Resumable uploads (DESIGN §6.7): the tus protocol at /api/uploads, files kept in a directory
// beside the media (the same volume, so publishing one links it into place). Who may touch an
// upload is decided by the route (upload-routes.ts) before tus sees the request; tus keeps the owner
// in the upload's metadata. Uploads not finished within a day expire and their bytes are removed.

export const UPLOADS_PATH = '/api/uploads';
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const EXPIRED_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The metadata key tus keeps the owner's id under (the client's own value for it is replaced). */
export const OWNER_KEY = 'owner';
/** The metadata key of what an upload is: a video (the default) or a poster for one (`kind poster`). */
export const KIND_KEY = 'kind';

/** What an upload must be: a video, or a poster (an image) when its metadata says so. */
export function uploadPolicyOf(upload: Pick<Upload, 'metadata'>): UploadPolicy {
  return upload.metadata?.[KIND_KEY] === 'poster' ? POSTER_UPLOAD : VIDEO_UPLOAD;
}

export interface ResumableUploads {
  /**
   * Answers a tus request as the given user (the route has checked they may make it; none for
   * OPTIONS, tus's discovery); a creation keeps `metadata` (the server's own keys) beside what
   * the client sent.
   */
  handle(request: Request, user: AuthUser | undefined, metadata?: Record<string, string>): Promise<Response>;
  /** The upload, or undefined when there is none (never created, expired, or removed). */
  find(id: string): Promise<Upload | undefined>;
  /** Where a finished upload's bytes are. */
  fileOf(id: string): string;
  remove(id: string): Promise<void>;
  /** Removes every upload of the user's, finished or not (their account is gone); answers how many. */
  removeOwnedBy(userId: string): Promise<number>;
  /** Removes the uploads not finished in time, with their bytes; answers how many (also run hourly). */
  removeExpired(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: ResumableUploads;
  }
}

/** An error for tus to answer with, as the JSON every other api error has. */
const tusError = (status: number, message: string) => ({ status_code: status, body: JSON.stringify(errorBody(status, message)) });

export interface ResumableUploadsOptions {
  mediaDir: string;
  /** Several instances (REDIS_URL): an upload's requests are locked across them (redis-upload-locker.ts). */
  redisUrl?: string;
  /** How long an upload may stay unfinished; default UPLOAD_EXPIRY_MS. */
  expiryMs?: number;
}

async function resumableUploadsPlugin(app: FastifyInstance, { mediaDir, redisUrl, expiryMs = UPLOAD_EXPIRY_MS }: ResumableUploadsOptions) {
  const directory = path.join(mediaDir, '.uploads');
  mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const callers = new WeakMap<Request, { user: AuthUser; metadata?: Record<string, string> }>();
  const locker = redisUrl ? await lockerAcrossInstances(app, redisUrl) : new MemoryLocker();

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    locker,
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    namingFunction: () => newId() + randomBytes(8).toString('hex'),
    onUploadCreate: async (request, upload) => {
      const caller = callers.get(request);
      if (!caller) throw tusError(401, 'No token provided');
      const policy = uploadPolicyOf(upload);
      if ((upload.size ?? 0) > policy.maxBytes) throw tusError(413, policy.tooLargeMessage);
      const { [BUDGET_KEY]: _claimed, ...sent } = upload.metadata ?? {};
      return { metadata: { ...sent, ...caller.metadata, [OWNER_KEY]: caller.user.id } };
    },
    // The type is known once the leading bytes are in; checked when the whole file is.
    onUploadFinish: async (_request, upload) => {
      const policy = uploadPolicyOf(upload);
      if (!(await typeOfFile(path.join(directory, upload.id), policy.types)).type) {
        await store.remove(upload.id).catch(() => undefined);
        throw tusError(415, policy.wrongTypeMessage);
      }
      return {};
    },
    // tus's own refusals are plain text; the route turns them into JSON (upload-routes.ts).
    onResponseError: (_request, error) => {
      if (!('status_code' in error)) {
        app.log.error({ err: error }, 'resumable upload failed');
        return tusError(500, 'Something went wrong');
      }
      // tus's own size check (Tus-Max-Size) is the video's; a poster's is ours, already in JSON.
      return error.status_code === 413 && !error.body.startsWith('{') ? tusError(413, VIDEO_UPLOAD.tooLargeMessage) : undefined;
    },
  });

  app.decorate('uploads', {
    async handle(request, user, metadata) {
      if (user) callers.set(request, { user, metadata });
      return tus.handleWeb(request);
    },
    async find(id) {
      return store.getUpload(id).catch(() => undefined);
    },
    fileOf: (id) => path.join(directory, id),
    remove: (id) => store.remove(id),
    async removeOwnedBy(userId) {
      // Unfinished uploads live at most a day (UPLOAD_EXPIRY_MS), so there are few to look through.
      let removed = 0;
      for (const id of (await store.configstore.list?.()) ?? []) {
        const upload = await store.configstore.get(id).catch(() => undefined);
        if (upload?.metadata?.[OWNER_KEY] !== userId) continue;
        await store.remove(id).catch(() => undefined);
        removed += 1;
      }
      return removed;
    },
    removeExpired: () => tus.cleanUpExpiredUploads(),
  } satisfies ResumableUploads);

  runPeriodically(app, 'remove expired uploads', EXPIRED_SWEEP_EVERY_MS, async () => {
    const removed = await app.uploads.removeExpired();
    if (removed > 0) app.log.info(`removed ${removed} expired upload(s)`);
  });
}

async function lockerAcrossInstances(app: FastifyInstance, url: string): Promise<RedisUploadLocker> {
  const redis = await connectRedisPair(app, url);
  app.addHook('onClose', redis.close);
  return RedisUploadLocker.start(redis.commands, redis.subscriber);
}

export default fp(resumableUploadsPlugin, { name: 'startupsetu-resumable-uploads', fastify: '5.x' });
