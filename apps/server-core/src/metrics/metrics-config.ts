// The metrics settings (README "Metrics"), read apart from config.ts: METRICS_TOKEN for api and
// notify, METRICS_PORT and METRICS_HOST for the gateway's own metrics listener.

export interface MetricsListenerConfig {
  port: number;
  host: string;
}

export function readMetricsToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (token === undefined || token === '') return undefined;
  if (Buffer.byteLength(token) < 16) throw new Error(`METRICS_TOKEN is too short (${Buffer.byteLength(token)} bytes): use at least 16 random bytes`);
  return token;
}

/** Where the gateway serves /metrics: METRICS_PORT (unset: no metrics listener) on METRICS_HOST (default loopback). */
export function readMetricsListener(env: NodeJS.ProcessEnv = process.env): MetricsListenerConfig | undefined {
  const rawPort = env.METRICS_PORT?.trim();
  if (!rawPort) return undefined;
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new Error(`METRICS_PORT must be a port number (0–65535), got "${rawPort}"`);
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  if (!/^[0-9a-z.:-]+$/i.test(host)) throw new Error(`METRICS_HOST must be an address to listen on, e.g. 127.0.0.1, got "${host}"`);
  return { port, host };
}
