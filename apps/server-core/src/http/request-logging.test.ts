import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestChildLogger } from './request-logger';
import { loggerOptions, requestLogController, withoutTokens } from './request-logging';

describe('the URL a request line logs', () => {
  it('holds no token of the query: the realtime handshake sends one there', async () => {
    const lines: { req?: { url?: string } }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { req?: { url?: string } }) };
    const app = Fastify({ logger: { ...(loggerOptions() as object), stream }, logController: requestLogController(), childLoggerFactory: requestChildLogger });
    app.get('/socket.io/', async () => ({ ok: true }));
    await app.inject({ url: '/socket.io/?token=header.payload.signature&EIO=4&transport=websocket' });
    await app.close();

    expect(lines.map((line) => line.req?.url).filter(Boolean)).toEqual(['/socket.io/?token=[Redacted]&EIO=4&transport=websocket']);
    expect(JSON.stringify(lines)).not.toContain('signature');
  });

  it('holds no token in the URLs other lines carry (the gateway relaying a websocket logs its target)', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({ logger: { ...(loggerOptions() as object), level: 'debug', stream } });
    app.log.debug({ url: 'ws://127.0.0.1:1/socket.io/?token=header.payload.signature&EIO=4&transport=websocket' }, 'proxy websocket');
    app.log.warn({ target: new URL('ws://127.0.0.1:1/socket.io/?token=header.payload.signature') }, 'proxy ws target close event');
    await app.close();

    expect(lines.join('')).not.toContain('signature');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ url: 'ws://127.0.0.1:1/socket.io/?token=[Redacted]&EIO=4&transport=websocket' }),
      expect.objectContaining({ target: 'ws://127.0.0.1:1/socket.io/?token=[Redacted]' }),
    ]);
  });

  it('replaces every token parameter, whatever its place or case, and nothing else', () => {
    expect(withoutTokens('/a?EIO=4&Token=x.y.z&transport=polling&token=&sid=1#token=h')).toBe(
      '/a?EIO=4&Token=[Redacted]&transport=polling&token=[Redacted]&sid=1#token=h',
    );
    expect(withoutTokens('/verify-email?mytoken=kept&tokens=kept')).toBe('/verify-email?mytoken=kept&tokens=kept');
    expect(withoutTokens('/api/userprofile/getUser')).toBe('/api/userprofile/getUser');
  });
});
