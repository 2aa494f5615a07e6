import Fastify, { type FastifyInstance } from 'fastify';
import { createErrorHandler, notFoundHandler } from '../errors';
import { createValidatorCompiler } from './validator-compiler';

export const JSON_BODY_LIMIT = 100 * 1024;

export interface CreateFastifyOptions {
  logger?: boolean;
}

// The common base of every service: body limit, validation, JSON parsing, error and 404 replies.
export function createFastify({ logger = false }: CreateFastifyOptions = {}): FastifyInstance {
  const handleError = createErrorHandler();
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL such as /api/%zz) get the same JSON shape.
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(notFoundHandler);

  // An empty body sent with a JSON content type (e.g. a PUT "with no body" from fetch) counts as
  // no body instead of a parse error; anything else goes through Fastify's safe JSON parser.
  // JSON only (multipart is added by the routes that take files): other types get a 415.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  return app;
}
