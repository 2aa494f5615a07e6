import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options; `inlineScripts` are the hashes of the scripts the built pages carry inline (inline-scripts.ts). */
const optionsWith = (inlineScripts: string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    // Only these directives: helmet's defaults would add upgrade-insecure-requests, which breaks
    // the app on plain-http hosts other than localhost.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      // 'self' takes the page's own host over ws: and wss: as well (CSP3; Safari since 2022), so
      // the realtime socket connects; a bare ws: or wss: would let a script talk to any host.
      connectSrc: ["'self'"],
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

/**
 * The headers helmet sets (and removes) with these options, worked out once: they are the same for
 * every response. (@fastify/helmet builds helmet from its options again on every request, which
 * cost the gateway more than relaying a small reply.)
 */
export function securityHeaderList(inlineScripts: string[] = []): { set: [string, string][]; remove: string[] } {
  const set: [string, string][] = [];
  const remove: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => remove.push(name),
  };
  helmet(optionsWith(inlineScripts))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return { set, remove };
}

export interface SecurityHeadersOptions {
  /** Content-Security-Policy sources of the scripts the built pages carry inline ('sha256-…'). */
  inlineScripts?: string[];
}

export default fp<SecurityHeadersOptions>(
  async function securityHeaders(app, opts) {
    const { set, remove } = securityHeaderList(opts.inlineScripts);
    // On the raw response, so an in-process service answering it keeps them.
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const [name, value] of set) res.setHeader(name, value);
      for (const name of remove) res.removeHeader(name);
      done();
    });
  },
  { name: 'security-headers' },
);
