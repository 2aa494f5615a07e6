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

/**
 * A private file's download (a résumé, a verification document): fetched with the bearer token as a
 * blob, never cached, named as it was uploaded (`sentAs`: how the file came, for the description).
 */
export function privateFileReply(description: string, types: readonly string[], sentAs: string) {
  return {
    description,
    headers: {
      'Content-Length': { type: 'string', pattern: '^\\d+$', description: 'The size of the file' },
      'Content-Disposition': { type: 'string', pattern: '^attachment; ', description: `attachment, with the file name it was ${sentAs} with` },
      'Cache-Control': { type: 'string', enum: ['private, no-store'], description: 'Never kept by caches' },
    },
    content: Object.fromEntries(types.map((type) => [type, { schema: fileBytes }])),
  };
}
