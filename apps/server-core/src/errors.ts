import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeValidationError, type ValidationIssue } from './validation-messages';

export class HttpError extends Error {
  readonly status: number;
  readonly field?: string;
  /** Replaces the reply's `error` (the status text by default), for clients that show `error`. */
  readonly error?: string;

  constructor(status: number, message: string, field?: string, options: { error?: string } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.field = field;
    this.error = options.error;
  }
}

export interface ErrorBody {
  success: false;
  message: string;
  error: string;
  field?: string;
}

export function errorBody(status: number, message: string, field?: string, error?: string): ErrorBody {
  return { success: false, message, error: error ?? STATUS_CODES[status] ?? 'Error', ...(field ? { field } : {}) };
}

interface FrameworkError {
  code?: string;
  statusCode?: number;
  message?: string;
  validation?: ValidationIssue[];
  validationContext?: string;
}

export interface ErrorHandlerOptions {
  /** Every reply's `error` repeats its message (for clients that show `error`, not `message`). */
  messageAsError?: boolean;
}

export function createErrorHandler({ messageAsError = false }: ErrorHandlerOptions = {}) {
  return function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const { status, message, field, detail } = classify(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (reply.sent || reply.raw.headersSent) return;
    const body = errorBody(status, message, field, detail ?? (messageAsError ? message : undefined));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  };
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
}

function classify(
  error: unknown,
  request: FastifyRequest,
): { status: number; message: string; field?: string; detail?: string } {
  if (error instanceof HttpError) {
    return { status: error.status, message: error.message, field: error.field, detail: error.error };
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as FrameworkError;
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    const { message, field } = describeValidationError(e.validation[0]!, e.validationContext);
    return { status: 400, message, field };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = request.headers['content-type'];
      return { status: 415, message: type ? `Unsupported content type: ${type}` : 'Unsupported content type' };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Request body length does not match its Content-Length header' };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, message: e.message || STATUS_CODES[status] || 'Bad request' };
  }
  return { status: 500, message: 'Internal server error' };
}
