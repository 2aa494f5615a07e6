import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestChildLogger } from './request-logger';
import { requestLogController } from './request-logging';

/** A Fastify app as the services build theirs, logging into an array of parsed lines. */
function appLoggingTo(lines: Record<string, unknown>[], withFactory: boolean) {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({
    logger: { level: 'info', redact: ['req.headers.authorization'], stream },
    logController: requestLogController(),
    ...(withFactory ? { childLoggerFactory: requestChildLogger } : {}),
    requestIdHeader: 'x-request-id',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.warn({ step: 1 }, 'a note from the route');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

async function linesOf(withFactory: boolean, url: string) {
  const lines: Record<string, unknown>[] = [];
  const app = appLoggingTo(lines, withFactory);
  await app.inject({ url, headers: { 'x-request-id': 'rid-1', authorization: 'Bearer secret' } });
  await app.close();
  // Time, timing and the ephemeral client port differ between runs; everything else must not.
  return lines
    .filter((line) => line.reqId !== undefined)
    .map(({ time: _time, responseTime: _responseTime, pid: _pid, ...rest }) => rest);
}

describe('the per-request logger', () => {
  it('writes the one line of a quiet request exactly as a child logger would, request id included', async () => {
    const lines = await linesOf(true, '/quiet');
    expect(lines).toEqual(await linesOf(false, '/quiet'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'rid-1', msg: 'request completed', req: { method: 'GET', url: '/quiet' }, res: { statusCode: 200 } });
  });

  it('carries the request id on what a route logs, and on the line of a request that failed', async () => {
    const chatty = await linesOf(true, '/chatty');
    expect(chatty).toEqual(await linesOf(false, '/chatty'));
    expect(chatty.map((line) => [line.reqId, line.msg])).toEqual([
      ['rid-1', 'a note from the route'],
      ['rid-1', 'request completed'],
    ]);
    const failed = await linesOf(true, '/fails');
    expect(failed.map(({ err: _err, ...line }) => line)).toEqual((await linesOf(false, '/fails')).map(({ err: _err, ...line }) => line));
    expect(failed.some((line) => line.reqId === 'rid-1' && line.level === 50)).toBe(true);
  });

  it('never writes the authorization header', async () => {
    for (const url of ['/quiet', '/chatty', '/fails']) expect(JSON.stringify(await linesOf(true, url))).not.toContain('secret');
  });
});
