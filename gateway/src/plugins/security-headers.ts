import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async function securityHeaders(app) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        // Only these directives: helmet's defaults would add upgrade-insecure-requests, which breaks
        // the app on plain-http hosts other than localhost.
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      // The gateway speaks plain http; a TLS-terminating proxy in front of it adds HSTS.
      strictTransportSecurity: false,
      // Videos and images are same-origin but must play without CORP negotiation.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
