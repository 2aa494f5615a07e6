import multipart from '@fastify/multipart';
import { HttpError } from '@startupsetu/server-core/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data body with readMultipartForm; other routes refuse one. */
    multipart?: boolean;
  }
}

// Bounds that make any form small except for its one file. A text value over fieldSize bytes is
// cut off by the parser and then refused as too long (2000 characters take at most 6000 bytes);
// only a field allowed a longer text gets more (readMultipartForm's maxLengths). The file's own
// limit is set per request from its UploadPolicy.
export const FORM_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 8 * 1024,
  fields: 50,
  files: 1,
  parts: 60,
  headerPairs: 20,
} as const;

async function multipartPlugin(app: FastifyInstance) {
  // Multipart bodies are streamed by the route, so the 100 KB JSON body limit does not apply.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });

  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config.multipart) {
      throw new HttpError(415, 'This endpoint takes a JSON body, not multipart/form-data');
    }
  });
}

export default fp(multipartPlugin, { name: 'startupsetu-multipart', fastify: '5.x' });
