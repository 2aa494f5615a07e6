import { IMAGE_TYPES, VIDEO_TYPES } from '@startupsetu/server-core/media/media-types';

// Replies that are a stored file's bytes, for the OpenAPI document: the file's own type (one the
// uploads accept) and no JSON. The handlers send a stream, which Fastify never serializes.

const fileBytes = { type: 'string', format: 'binary' } as const;

/** The `content` of a reply holding a stored picture or video, by each type a stored file may have. */
export const mediaFileContent = Object.fromEntries([...IMAGE_TYPES, ...VIDEO_TYPES].map((type) => [type.mimeType, { schema: fileBytes }]));

export const headerText = (description: string) => ({ type: 'string', description }) as const;

/** A reply of a file's bytes, with the headers it carries. */
export function mediaFileReply(description: string, headers: Record<string, unknown>) {
  return { description, headers, content: mediaFileContent };
}
