import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { VIDEO_UPLOAD } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import { announceLikes } from './live-likes';
import { fieldMaxLengths, parseFormFields, textValue, type FormRules } from '../../forms/form-fields';
import { readMultipartForm } from '../../forms/multipart-form';
import { saveWithUpload } from '../../forms/save-with-upload';
import { isContentId } from '../../schemas/content';
import { multipartFormSchema } from '../../schemas/form-docs';
import {
  afterContentDeleted,
  announceContentChanged,
  DELETED_REPLY,
  editedText,
  requireOwner,
} from '../../content/own-content';
import {
  addVideoSchema,
  deleteVideoSchema,
  editVideoSchema,
  getVideosSchema,
  likeSchema,
  type EditVideoBody,
  type LikeBody,
} from './video-schemas';
import {
  deleteVideo,
  findVideoOwnership,
  findVideoView,
  insertVideo,
  listVideos,
  setVideoLike,
  updateVideo,
} from './videos-repository';
import { MAX_TITLE_LENGTH, MAX_VIDEO_DESCRIPTION_LENGTH } from '@startupsetu/server-core/contract/field-limits';

const VIDEO_FIELD = 'video';
const VIDEO_FORM: FormRules = {
  title: { type: 'text', maxLength: MAX_TITLE_LENGTH },
  description: { type: 'text', maxLength: MAX_VIDEO_DESCRIPTION_LENGTH },
};

const addVideoRoute = {
  schema: {
    ...addVideoSchema,
    multipartBody: multipartFormSchema(VIDEO_FORM, { field: VIDEO_FIELD, description: 'the video file' }, ['title', VIDEO_FIELD]),
  },
  config: { multipart: true },
};

// Registered under /api.
export default async function videoRoutes(app: FastifyInstance) {
  const { db, media } = app;

  // Any signed-in role may upload (the web app offers it to Hustlers).
  app.post('/userprofile/addvideo', addVideoRoute, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can publish videos');
    const { values, file } = await readMultipartForm(request, media, {
      fields: Object.keys(VIDEO_FORM),
      file: { field: VIDEO_FIELD, policy: VIDEO_UPLOAD },
      maxLengths: fieldMaxLengths(VIDEO_FORM),
    });
    const video = await saveWithUpload(media, file, async (commit) => {
      const fields = parseFormFields(VIDEO_FORM, values);
      const title = textValue(fields, 'title');
      if (!title) throw new HttpError(400, 'title is required', 'title');
      if (!file) throw new HttpError(400, `${VIDEO_FIELD} is required`, VIDEO_FIELD);
      const id = await insertVideo(db, {
        userId: user.id,
        title,
        description: textValue(fields, 'description'),
        videoFile: (await commit())!,
        mimeType: file.type.mimeType,
        sizeBytes: file.size,
      });
      return findVideoView(db, id, user.id);
    });
    return reply.code(201).send({ success: true, message: 'Video uploaded successfully!', video });
  });

  app.get<{ Querystring: PageQuery & { author?: string } }>('/userprofile/getvideos', { schema: getVideosSchema }, async (request) => {
    const { limit, cursor, author } = request.query;
    const page = await listVideos(db, { viewerId: requireUser(request).id, authorId: author, limit, cursor });
    return { success: true, message: 'Videos fetched successfully', data: page.items, nextCursor: page.nextCursor };
  });

  // Sets the state rather than toggling it, so a repeated or replayed request changes nothing.
  app.post<{ Body: LikeBody }>('/videos/like', { schema: likeSchema }, async (request) => {
    const user = requireUser(request);
    const { videoId, liked } = request.body;
    const result = isContentId(videoId) ? await setVideoLike(db, { userId: user.id, videoId, liked }) : undefined;
    if (!result) throw new HttpError(404, 'Video not found');
    // Not awaited: the like stands whatever happens to the announcement.
    announceLikes(app, { videoId, ...result }).catch((error: unknown) =>
      request.log.warn({ err: error, videoId }, 'could not announce a like count'),
    );
    return { success: true, likes: result.likes, userHasLiked: liked };
  });

  app.put<{ Params: { id: string }; Body: EditVideoBody }>('/videos/:id', { schema: editVideoSchema }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const found = isContentId(id) ? await findVideoOwnership(db, id) : undefined;
    requireOwner(found, 'Video not found', (video) => video.user_id === user.id, 'change');
    const title = editedText(request.body.title, 'title');
    const description = request.body.description?.trim();
    await updateVideo(db, id, { title, description });
    const video = await findVideoView(db, id, user.id);
    if (!video) throw new HttpError(404, 'Video not found');
    announceContentChanged(app, 'video', id);
    return { success: true, video };
  });

  app.delete<{ Params: { id: string } }>('/videos/:id', { schema: deleteVideoSchema }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const found = isContentId(id) ? await findVideoOwnership(db, id) : undefined;
    const video = requireOwner(found, 'Video not found', (row) => row.user_id === user.id, 'delete');
    if (!(await deleteVideo(db, id))) throw new HttpError(404, 'Video not found');
    await afterContentDeleted(app, { type: 'video', id, mediaFiles: [video.video_file, video.poster_file] });
    return DELETED_REPLY;
  });
}
