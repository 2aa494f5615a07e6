import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function jsonErrors(app) {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const status = error.statusCode;
      const statusCode = status !== undefined && status >= 400 && status < 600 ? status : 500;
      if (statusCode >= 500) request.log.error({ err: error }, 'gateway error');
      return reply.code(statusCode).send({
        success: false,
        message: statusCode >= 500 ? 'The gateway could not handle this request.' : error.message,
        error: STATUS_CODES[statusCode] ?? 'Error',
      });
    });
  },
  { name: 'json-errors' },
);
