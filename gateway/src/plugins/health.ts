import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../upstreams';

export interface HealthOptions {
  upstreams: Record<ServiceName, string>;
  probeTimeoutMs?: number;
}

type UpstreamState = 'up' | 'down';

const upstreamState = { type: 'string', enum: ['up', 'down'] } as const;

const readiness = {
  type: 'object',
  required: ['status', 'upstreams'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not ready'] },
    upstreams: {
      type: 'object',
      required: ['api', 'notify'],
      properties: { api: upstreamState, notify: upstreamState },
    },
  },
} as const;

async function probe(baseUrl: string, timeoutMs: number): Promise<UpstreamState> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

export default async function health(app: FastifyInstance, opts: HealthOptions) {
  const probeTimeoutMs = opts.probeTimeoutMs ?? 1000;

  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get('/readyz', { schema: { response: { 200: readiness, 503: readiness } } }, async (_request, reply) => {
    const [api, notify] = await Promise.all([
      probe(opts.upstreams.api, probeTimeoutMs),
      probe(opts.upstreams.notify, probeTimeoutMs),
    ]);
    const ready = api === 'up' && notify === 'up';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', upstreams: { api, notify } });
  });
}
