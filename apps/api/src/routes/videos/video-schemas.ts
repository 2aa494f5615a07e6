import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { deletedReplySchema, idParamsSchema } from '../../content/own-content';
import { textField } from '../../schemas/text-fields';
import { authorQueryProperty } from '../../schemas/content';
import { MAX_TITLE_LENGTH, MAX_VIDEO_DESCRIPTION_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { editedVideoReplySchema, likeReplySchema, postedVideoReplySchema, videosPageSchema } from '@startupsetu/server-core/contract/content-replies';

export const addVideoSchema = {
  summary: 'Upload a video (mp4, mpeg, quicktime or x-msvideo, at most 52428800 bytes)',
  tags: ['Videos'],
  response: { 201: postedVideoReplySchema },
} as const;

export const getVideosSchema = {
  summary: 'Videos, newest first, with like counts and whether the caller liked each; ?author= keeps one user\'s',
  tags: ['Videos'],
  querystring: { type: 'object', properties: { ...pageQueryProperties, author: authorQueryProperty } },
  response: { 200: videosPageSchema },
} as const;

export interface LikeBody {
  videoId: string;
  liked: boolean;
}

export const likeSchema = {
  summary: 'Like (liked: true, the default) or unlike (liked: false) a video; idempotent',
  tags: ['Videos'],
  body: {
    type: 'object',
    required: ['videoId'],
    properties: {
      videoId: { type: 'string', minLength: 1, maxLength: 64 },
      liked: { type: 'boolean', default: true },
    },
  },
  response: { 200: likeReplySchema },
} as const;

export interface EditVideoBody {
  title?: string;
  description?: string;
}

export const editVideoSchema = {
  summary: "Edit the caller's own video (title, description); others 403, unknown 404",
  tags: ['Videos'],
  params: idParamsSchema,
  body: {
    type: 'object',
    minProperties: 1,
    properties: {
      title: textField(MAX_TITLE_LENGTH),
      description: { type: 'string', maxLength: MAX_VIDEO_DESCRIPTION_LENGTH, pattern: '^[^\\u0000]*$' },
    },
  },
  response: {
    200: editedVideoReplySchema,
  },
} as const;

export const deleteVideoSchema = {
  summary: "Delete the caller's own video with its file, likes and comments; others 403, unknown 404",
  tags: ['Videos'],
  params: idParamsSchema,
  response: deletedReplySchema,
} as const;

export interface PublishVideoBody {
  title: string;
  description?: string;
  uploadId: string;
  posterUploadId?: string;
}

export const publishVideoSchema = {
  summary:
    'Publish a finished resumable upload (POST /api/uploads) as a video; the same upload publishes one video however often this is sent (201 the first time, 200 with that video after)',
  tags: ['Videos'],
  body: {
    type: 'object',
    required: ['title', 'uploadId'],
    additionalProperties: false,
    properties: {
      title: textField(MAX_TITLE_LENGTH),
      description: { type: 'string', maxLength: MAX_VIDEO_DESCRIPTION_LENGTH, pattern: '^[^\\u0000]*$' },
      uploadId: { type: 'string', pattern: '^[A-Za-z0-9]{8,80}$' },
      posterUploadId: { type: 'string', pattern: '^[A-Za-z0-9]{8,80}$', description: 'A finished upload with metadata `kind poster`: a PNG or JPEG frame shown before the video plays' },
    },
  },
  response: { 200: postedVideoReplySchema, 201: postedVideoReplySchema },
} as const;
