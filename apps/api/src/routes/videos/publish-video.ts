import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { VIDEO_UPLOAD } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import { editedText } from '../../content/own-content';
import { saveWithUpload } from '../../forms/save-with-upload';
import { OWNER_KEY } from '../../plugins/resumable-uploads';
import { publishVideoSchema, type PublishVideoBody } from './video-schemas';
import { findVideoOfUpload, findVideoView, insertVideo } from './videos-repository';

const PUBLISHED = 'Video uploaded successfully!';

// Registered under /api. Publishing is separate from the upload, and exactly once: the video
// remembers its upload (unique), so a repeat, a replay from the outbox or two racing requests
// all answer the one video. The upload's bytes are linked into the media, then the upload goes.
export default async function publishVideoRoutes(app: FastifyInstance) {
  const { db, media, uploads } = app;

  app.post<{ Body: PublishVideoBody }>('/videos', { schema: publishVideoSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can publish videos');
    const { uploadId } = request.body;
    const title = editedText(request.body.title, 'title')!;
    const description = request.body.description?.trim() ?? '';

    const published = async () => {
      const found = await findVideoOfUpload(db, uploadId);
      if (found?.user_id !== user.id) return undefined;
      return reply.code(200).send({ success: true, message: PUBLISHED, video: await findVideoView(db, found.id, user.id) });
    };
    const already = await published();
    if (already) return already;

    const upload = await uploads.find(uploadId);
    if (upload?.metadata?.[OWNER_KEY] !== user.id) throw new HttpError(404, 'Upload not found', 'uploadId');
    if (upload.size === undefined || upload.offset < upload.size) throw new HttpError(409, 'The upload is not complete yet', 'uploadId');

    const file = await media.stageFile(uploads.fileOf(uploadId), VIDEO_UPLOAD);
    try {
      const video = await saveWithUpload(media, file, async (commit) => {
        const id = await insertVideo(db, { userId: user.id, title, description, videoFile: (await commit())!, mimeType: file.type.mimeType, sizeBytes: file.size, uploadId });
        return findVideoView(db, id, user.id);
      });
      await uploads.remove(uploadId).catch((error: unknown) => request.log.warn({ err: error, uploadId }, 'could not remove a published upload'));
      return reply.code(201).send({ success: true, message: PUBLISHED, video });
    } catch (error) {
      // Another request published it meanwhile: that video is the answer.
      if (isUniqueViolation(error)) return (await published()) ?? Promise.reject(error);
      throw error;
    }
  });
}
