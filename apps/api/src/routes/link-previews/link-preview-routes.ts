import { linkPreviewReplySchema } from '@startupsetu/server-core/contract/link-preview-schemas';
import { HttpError } from '@startupsetu/server-core/errors';
import type { FastifyInstance } from 'fastify';
import { linkPreviewOf } from './link-previews';

/** The longest page path a preview is asked for. */
const MAX_PATH_LENGTH = 300;

const linkPreviewSchema = {
  summary: "A public item page's link preview",
  description:
    "What the gateway writes in the head of an item's public page (/startups/<slug>, /jobs/<id>) for link previews: the item's title, " +
    'a one-line description and its picture. 404 when the path shows no item the public may see.',
  tags: ['Pages'],
  querystring: {
    type: 'object',
    required: ['path'],
    additionalProperties: false,
    properties: { path: { type: 'string', minLength: 1, maxLength: MAX_PATH_LENGTH, pattern: '^/[^\\u0000]*$' } },
  },
  response: { 200: linkPreviewReplySchema },
} as const;

// GET /api/link-previews (public): asked by the gateway as it sends an item's page (DESIGN §7.3).
export default async function linkPreviewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { path: string } }>('/', { schema: linkPreviewSchema, config: { public: true } }, async (request) => {
    const preview = await linkPreviewOf(app.db, request.query.path, app.jobsClock.now());
    if (!preview) throw new HttpError(404, 'This page has no preview');
    return { success: true, preview };
  });
}
