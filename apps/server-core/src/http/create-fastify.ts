import Fastify, { type FastifyInstance } from 'fastify';
import { createErrorHandler, HttpError, notFoundHandler } from '../errors';
import { hasBody, watchBody } from './body-timeout';
import { requestChildLogger } from './request-logger';
import { loggerOptions, requestLogController } from './request-logging';
import { createValidatorCompiler } from './validator-compiler';

export const JSON_BODY_LIMIT = 100 * 1024;

export interface CreateFastifyOptions {
  logger?: boolean;
  /** A request body not complete this long after its headers gets 408 and is closed; 0 or unset: no limit. */
  bodyTimeoutMs?: number;
}

// The common base of every service: body limit, validation, JSON parsing, error and 404 replies.
export function createFastify({ logger = false, bodyTimeoutMs = 0 }: CreateFastifyOptions = {}): FastifyInstance {
  const handleError = createErrorHandler();
  const app = Fastify({
    logger: logger ? loggerOptions() : false,
    logController: requestLogController(),
    // Without a logger Fastify skips per-request children altogether; a factory would undo that.
    ...(logger ? { childLoggerFactory: requestChildLogger } : {}),
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL such as /api/%zz) get the same JSON shape.
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(notFoundHandler);

  if (bodyTimeoutMs > 0) {
    app.addHook('onRequest', (request, reply, done) => {
      watchBody(request.raw, reply.raw, bodyTimeoutMs);
      done();
    });
  }
  // A body on GET or HEAD means nothing (RFC 9110 §9.3.1) and nobody reads it: refused before any
  // work, so a large reply (the OpenAPI document) is never cut by the close of an unread body.
  app.addHook('onRequest', async (request) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && hasBody(request.raw)) {
      throw new HttpError(400, `A ${request.method} request must not carry a body`);
    }
  });
  // JSON replies carry accounts, tokens and messages: no browser or proxy cache keeps them (a
  // shared computer's back button, a caching proxy), unless a route chose its own policy.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

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
