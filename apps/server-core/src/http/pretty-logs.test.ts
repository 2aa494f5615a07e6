import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LogWriter } from './log-writer';
import { prettyLogStream } from './pretty-logs';
import { logStream } from './request-logging';

describe('log output', () => {
  it('is JSON lines (the batched writer) when stdout is not a terminal', () => {
    expect(logStream(false)).toBeInstanceOf(LogWriter);
  });

  it('is one readable line per entry, not JSON, when stdout is a terminal', async () => {
    expect(logStream(true)).not.toBeInstanceOf(LogWriter);

    const written = new PassThrough();
    let text = '';
    written.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const stream = prettyLogStream(written);
    const entry = {
      level: 30,
      time: Date.UTC(2026, 10, 26, 9, 30),
      msg: 'request completed',
      reqId: 'r-1',
      trace_id: 'abc123',
      req: { method: 'GET', url: '/api/users' },
      res: { statusCode: 401 },
      responseTime: 5.26,
    };
    stream.write(`${JSON.stringify(entry)}\n`);
    await new Promise((resolve) => setImmediate(resolve));

    expect(text).toMatch(/INFO: GET \/api\/users 401 5 ms request completed/);
    expect(text).toContain('trace_id');
    expect(text).toContain('abc123');
    expect(() => JSON.parse(text)).toThrow();
  });
});
