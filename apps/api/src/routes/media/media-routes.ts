import { Readable } from 'node:stream';
import { HttpError } from '@startupsetu/server-core/errors';
import type { FastifyInstance } from 'fastify';
import { parseByteRange } from './byte-range';
import { mediaSchema } from './media-schemas';

// Read without a token (an <img> or <video> element cannot send one): the names are unguessable,
// and a name never changes its content, so browsers may keep a file for good.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export default async function mediaRoutes(app: FastifyInstance) {
  const { media } = app;

  app.get<{ Params: { name: string } }>('/:name', { schema: mediaSchema }, async (request, reply) => {
    const { name } = request.params;
    if (/[/\\\0]/.test(name) || /^\.*$/.test(name)) throw new HttpError(400, 'Invalid media name');
    const opened = await media.open(name);
    if (!opened) throw new HttpError(404, 'Media not found');

    const { file, size, type } = opened;
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      await file.close();
      reply.header('content-range', `bytes */${size}`);
      throw new HttpError(416, 'Requested range is not satisfiable');
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    reply
      .type(type.mimeType)
      .header('content-length', end - start + 1)
      .header('accept-ranges', 'bytes')
      .header('cache-control', CACHE_FOREVER)
      .header('x-content-type-options', 'nosniff');

    if (request.method === 'HEAD' || size === 0) {
      await file.close();
      return reply.send(Readable.from([]));
    }
    return reply.send(file.createReadStream({ start, end }));
  });
}
