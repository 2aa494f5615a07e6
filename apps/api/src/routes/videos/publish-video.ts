import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { POSTER_UPLOAD, VIDEO_UPLOAD, type UploadPolicy } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import { editedText } from '../../content/own-content';
import { saveWithUpload } from '../../forms/save-with-upload';
import { refundUploadBudget, uploadBudget } from '../../forms/upload-budget';
import { OWNER_KEY, uploadPolicyOf } from '../../plugins/resumable-uploads';
import { reservationOf } from '../../uploads/upload-reservation';
import { publishVideoSchema, type PublishVideoBody } from './video-schemas';
import { findVideoOfUpload, findVideoView, insertVideo } from './videos-repository';

const PUBLISHED = 'Video uploaded successfully!';

// Registered under /api. Publishing is separate from the upload, and exactly once: the video
// remembers its upload (unique), so a repeat, a replay from the outbox or two racing requests
// all answer the one video. The upload's bytes (and its poster's) are linked into the media, then
// the uploads go.
export default async function publishVideoRoutes(app: FastifyInstance) {
  const { db, media, uploads } = app;

  app.post<{ Body: PublishVideoBody }>('/videos', { schema: publishVideoSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can publish videos');
    const { uploadId, posterUploadId } = request.body;
    const title = editedText(request.body.title, 'title')!;
    const description = request.body.description?.trim() ?? '';

    const published = async () => {
      const found = await findVideoOfUpload(db, uploadId);
      if (found?.user_id !== user.id) return undefined;
      return reply.code(200).send({ success: true, message: PUBLISHED, video: await findVideoView(db, found.id, user.id) });
    };
    const already = await published();
    if (already) return already;

    /**
     * The caller's finished upload, staged into the media as `policy` allows. Its bytes count
     * against the day's budget from its creation; one made before budgets were kept counts now.
     */
    const finishedUpload = async (id: string, field: string, policy: UploadPolicy) => {
      const upload = await uploads.find(id);
      if (upload?.metadata?.[OWNER_KEY] !== user.id || uploadPolicyOf(upload) !== policy) throw new HttpError(404, 'Upload not found', field);
      if (upload.size === undefined || upload.offset < upload.size) throw new HttpError(409, 'The upload is not complete yet', field);
      if (!reservationOf(upload)) await (await uploadBudget(request, policy)).spend(upload.size);
      return media.stageFile(uploads.fileOf(id), policy);
    };
    /** A length deferred at creation reserved the kind's maximum: what the file did not take comes back. */
    const settleReservation = async (id: string, size: number) => {
      const upload = await uploads.find(id);
      const reservation = upload && reservationOf(upload);
      if (reservation) await refundUploadBudget(request, user.id, reservation.day, reservation.bytes - size);
    };

    try {
      const video = await finishedUpload(uploadId, 'uploadId', VIDEO_UPLOAD);
      const poster = posterUploadId ? await finishedUpload(posterUploadId, 'posterUploadId', POSTER_UPLOAD).catch(async (error: unknown) => {
        await video.discard();
        throw error;
      }) : null;
      const created = await saveWithUpload(media, poster, (commitPoster) =>
        saveWithUpload(media, video, async (commitVideo) => {
          const id = await insertVideo(db, {
            userId: user.id,
            title,
            description,
            videoFile: (await commitVideo())!,
            mimeType: video.type.mimeType,
            sizeBytes: video.size,
            uploadId,
            posterFile: (await commitPoster()) ?? undefined,
          });
          return findVideoView(db, id, user.id);
        }),
      );
      await settleReservation(uploadId, video.size);
      if (posterUploadId && poster) await settleReservation(posterUploadId, poster.size);
      for (const id of posterUploadId ? [uploadId, posterUploadId] : [uploadId]) {
        await uploads.remove(id).catch((error: unknown) => request.log.warn({ err: error, uploadId: id }, 'could not remove a published upload'));
      }
      return reply.code(201).send({ success: true, message: PUBLISHED, video: created });
    } catch (error) {
      // Another request published it meanwhile (its video took the upload id, or the upload went
      // with its publishing): that video is the answer.
      const answered = isUniqueViolation(error) || (error instanceof HttpError && error.status === 404) || (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (answered) {
        const existing = await published();
        if (existing) return existing;
      }
      // Its bytes went between finding the upload and taking them in (it expired, or was abandoned).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, 'Upload not found', 'uploadId');
      throw error;
    }
  });
}
