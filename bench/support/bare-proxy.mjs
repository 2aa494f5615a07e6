// The reference for the gateway's cost (bench/gateway-overhead.ts): @fastify/http-proxy with nothing
// else (no logging, metrics, headers or limits), proxying /api to API_URL on PORT.
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(proxy, { upstream: process.env.API_URL, prefix: '/api', rewritePrefix: '/api' });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
