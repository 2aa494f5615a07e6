import type { ServiceName } from './upstreams';

export interface UpstreamFailure {
  statusCode: 502 | 503 | 504;
  body: { success: false; message: string; error: string };
}

// An upstream that crashed leaves the gateway's kept-alive connections to it dead: a request sent
// on one fails as a socket error or reset (after one retry, possibly on another dead connection)
// before any answer, which is the same outage as a refused connection.
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'UND_ERR_SOCKET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);

const tooSlow = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
]);

// @fastify/reply-from wraps the transport error (often as `cause`), and a connect to a name with
// several addresses fails with an AggregateError: collect every code along the chain.
function errorCodes(error: unknown, depth = 0): string[] {
  if (depth > 4 || typeof error !== 'object' || error === null) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const nested = Array.isArray(errors) ? errors.flatMap((e) => errorCodes(e, depth + 1)) : [];
  return [...(typeof code === 'string' ? [code] : []), ...errorCodes(cause, depth + 1), ...nested];
}

export function serviceUnavailable(service: ServiceName): UpstreamFailure {
  return {
    statusCode: 503,
    body: {
      success: false,
      message: `The ${service} service is unavailable. Please try again shortly.`,
      error: 'Service Unavailable',
    },
  };
}

export function upstreamFailure(service: ServiceName, error: unknown): UpstreamFailure {
  const codes = errorCodes(error);
  if (codes.some((code) => unreachable.has(code))) return serviceUnavailable(service);
  if (codes.some((code) => tooSlow.has(code))) {
    return {
      statusCode: 504,
      body: {
        success: false,
        message: `The ${service} service took too long to answer. Please try again.`,
        error: 'Gateway Timeout',
      },
    };
  }
  return {
    statusCode: 502,
    body: {
      success: false,
      message: `The ${service} service gave no valid answer. Please try again.`,
      error: 'Bad Gateway',
    },
  };
}

/** Answers `reply` with the failure `error` means for `service`. */
export function sendUpstreamFailure(reply: { code(statusCode: number): { send(payload: unknown): unknown } }, service: ServiceName, error: unknown): void {
  const failure = upstreamFailure(service, error);
  reply.code(failure.statusCode).send(failure.body);
}
