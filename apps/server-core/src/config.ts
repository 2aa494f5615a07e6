import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readMetricsToken } from './metrics/metrics-config';
import { readPushSettings, type PushSettings } from './push/push-settings';
import { publicOriginOf } from './public-origin';

export interface ServiceConfig {
  port: number;
  apiPort: number;
  notifyPort: number;
  apiUrl?: string;
  notifyUrl?: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  internalSecret: string;
  /** Writes (POST/PUT/PATCH/DELETE and socket sends) one user may make per minute; 0 turns the limit off. */
  writeRateLimit: number;
  /** smtp:// or smtps:// server for outgoing mail; unset: each message is written under DATA_DIR/mail. */
  smtpUrl?: string;
  /** The From of every message the service sends. */
  mailFrom: string;
  /** Where people open the web app: the links in mail point there (no trailing slash). */
  appUrl: string;
  /** The address a standalone api or notify listens on (HOST, default loopback). */
  host: string;
  /** A request body not complete this long after its headers gets 408 and is closed; 0: no limit. */
  bodyTimeoutMs: number;
  /** Megabytes of video and images one user may upload per day (UTC); 0: no budget. */
  uploadQuotaMbPerDay: number;
  /**
   * Realtime sessions (websocket or long-polling) one client address may hold open on an api: the
   * gateway's cap on websockets per address (MAX_UPGRADES_PER_ADDRESS), so that long-polling is no
   * way around it and a load test that lifts the one lifts the other; 0: no cap.
   */
  maxUpgradesPerAddress: number;
  /** Required of /metrics readers when set (METRICS_TOKEN); unset, only loopback callers may read. */
  metricsToken?: string;
  /** Web Push: VAPID keys and subject, and the push services' origins accepted beyond the known ones. */
  push: PushSettings;
}

export const DEFAULT_MAIL_FROM = 'StartupSetu <no-reply@startupsetu.local>';

/** A person typing, liking and replaying a day's outbox stays well under it; a script flooding does not. */
export const DEFAULT_WRITE_RATE_LIMIT = 120;

const JWT_SECRET_FILE = 'jwt-secret';

/** HS256 keys shorter than the hash (32 bytes) are guessable offline from one token. */
export const MIN_JWT_SECRET_BYTES = 32;
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;
export const DEFAULT_UPLOAD_QUOTA_MB_PER_DAY = 500;
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 200;
export const DEFAULT_MAX_UPGRADES_PER_ADDRESS = 50;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const mediaDir = path.resolve(read(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media'));
  mkdirSync(mediaDir, { recursive: true });

  const databaseUrl = readDatabaseUrl(env);
  const redisUrl = readRedisUrl(env);
  const jwtSecret = readJwtSecret(env) ?? embeddedJwtSecret(dataDir, { databaseUrl, redisUrl });
  const port = readPort(env, 'PORT', 8080);
  const mailFrom = readMailFrom(env);

  return {
    port,
    apiPort: readPort(env, 'API_PORT', 3001),
    notifyPort: readPort(env, 'NOTIFY_PORT', 4000),
    apiUrl: readUrl(env, 'API_URL'),
    notifyUrl: readUrl(env, 'NOTIFY_URL'),
    dataDir,
    mediaDir,
    databaseUrl,
    redisUrl,
    jwtSecret,
    internalSecret:
      read(env, 'INTERNAL_SECRET') ??
      createHmac('sha256', jwtSecret).update('startupsetu:internal-secret').digest('base64url'),
    writeRateLimit: readCount(env, 'WRITE_RATE_LIMIT', DEFAULT_WRITE_RATE_LIMIT),
    smtpUrl: readSmtpUrl(env),
    mailFrom,
    appUrl: readUrl(env, 'APP_URL') ?? `http://localhost:${port}`,
    host: readHost(env),
    bodyTimeoutMs: readCount(env, 'BODY_TIMEOUT_MS', DEFAULT_BODY_TIMEOUT_MS),
    uploadQuotaMbPerDay: readCount(env, 'UPLOAD_QUOTA_MB_PER_DAY', DEFAULT_UPLOAD_QUOTA_MB_PER_DAY),
    maxUpgradesPerAddress: readCount(env, 'MAX_UPGRADES_PER_ADDRESS', DEFAULT_MAX_UPGRADES_PER_ADDRESS),
    metricsToken: readMetricsToken(env),
    push: readPushSettings(env, mailFrom),
  };
}

export interface GatewayConfig {
  port: number;
  /** Both set: the gateway runs alone in front of them. Neither: it starts api and notify itself. */
  upstreams?: { apiUrl: string; notifyUrl: string };
  /**
   * Addresses of the load balancers in front of the gateway (IPs, CIDRs, or proxy-addr's names such
   * as 'loopback'), whose X-Forwarded-For is believed about the client; unset trusts none.
   */
  trustProxy?: string;
  /** A request body not complete this long after its headers gets 408 and is closed; 0: no limit. */
  bodyTimeoutMs: number;
  /** TCP connections one address may hold open at the gateway; 0: no cap (not applied behind TRUST_PROXY). */
  maxConnectionsPerAddress: number;
  /** The site's public origin (APP_URL), for the links in public pages' heads; unset: each request's own. */
  publicOrigin?: string;
  /** Websocket connections one client address may hold open through the gateway; 0: no cap. */
  maxUpgradesPerAddress: number;
}

/**
 * What the gateway reads before it knows whether it runs alone: a gateway in front of separate
 * services needs no data directory, database or secret, so it reads none of them.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = readPort(env, 'PORT', 8080);
  const apiUrl = readUrl(env, 'API_URL');
  const notifyUrl = readUrl(env, 'NOTIFY_URL');
  if (Boolean(apiUrl) !== Boolean(notifyUrl)) {
    throw new Error(`${apiUrl ? 'NOTIFY_URL' : 'API_URL'} is not set: set both API_URL and NOTIFY_URL (gateway only), or neither (embedded mode)`);
  }
  return {
    port,
    upstreams: apiUrl && notifyUrl ? { apiUrl, notifyUrl } : undefined,
    trustProxy: readTrustedProxies(env),
    bodyTimeoutMs: readCount(env, 'BODY_TIMEOUT_MS', DEFAULT_BODY_TIMEOUT_MS),
    maxConnectionsPerAddress: readCount(env, 'MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    maxUpgradesPerAddress: readCount(env, 'MAX_UPGRADES_PER_ADDRESS', DEFAULT_MAX_UPGRADES_PER_ADDRESS),
    publicOrigin: publicOriginOf(env.APP_URL),
  };
}

/** True when the configuration is meant for several instances (PostgreSQL or Redis). */
export function isScaledMode(config: Pick<ServiceConfig, 'databaseUrl' | 'redisUrl'>): boolean {
  return Boolean(config.databaseUrl || config.redisUrl);
}

function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readJwtSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = read(env, 'JWT_SECRET');
  if (secret !== undefined && Buffer.byteLength(secret) < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET is too short (${Buffer.byteLength(secret)} bytes): use at least ${MIN_JWT_SECRET_BYTES} random bytes, e.g. the output of openssl rand -base64 48`,
    );
  }
  return secret;
}

// An IPv4 or IPv6 address, or a host name; no port, no scheme.
const HOST = /^([0-9.]+|[0-9a-f:]+|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;

function readHost(env: NodeJS.ProcessEnv): string {
  const raw = read(env, 'HOST');
  if (raw === undefined) return '127.0.0.1';
  if (!HOST.test(raw)) throw new Error(`HOST must be an address to listen on, e.g. 127.0.0.1 or 0.0.0.0, got "${raw}"`);
  return raw;
}

const PROXY_ADDRESS = /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

function readTrustedProxies(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return undefined;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every((entry) => PROXY_ADDRESS.test(entry))) {
    throw new Error(`TRUST_PROXY must list the proxies' addresses (e.g. 10.0.0.5,10.0.1.0/24 or loopback), got "${raw}"`);
  }
  return entries.join(',');
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new Error(`${name} must be a whole number (0 or more), got "${raw}"`);
  return Number(raw);
}

function readUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function readDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'DATABASE_URL');
  if (raw !== undefined && (!/^postgres(ql)?:\/\//i.test(raw) || !URL.canParse(raw))) {
    throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${redactUrl(raw)}"`);
  }
  return raw;
}

function readRedisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'REDIS_URL');
  if (raw !== undefined && (!/^rediss?:\/\//i.test(raw) || !URL.canParse(raw))) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${redactUrl(raw)}"`);
  }
  return raw;
}

function readSmtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'SMTP_URL');
  if (raw !== undefined && (!/^smtps?:\/\//i.test(raw) || !URL.canParse(raw))) {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${redactUrl(raw)}"`);
  }
  return raw;
}

// A display name and an address in angle brackets, or a bare address; nothing that could add a header.
const MAIL_FROM = /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function readMailFrom(env: NodeJS.ProcessEnv): string {
  const raw = read(env, 'MAIL_FROM');
  if (raw === undefined) return DEFAULT_MAIL_FROM;
  if (!MAIL_FROM.test(raw)) throw new Error(`MAIL_FROM must be an address, e.g. "StartupSetu <no-reply@example.com>", got "${raw}"`);
  return raw;
}

/** A URL fit for a log line or an error message: without its password. */
export function redactUrl(raw: string): string {
  if (!URL.canParse(raw)) return raw.replace(/\/\/[^@/]*@/, '//***@');
  const url = new URL(raw);
  if (url.password) url.password = '***';
  return url.toString();
}

// Embedded mode keeps a generated secret beside the data so tokens survive restarts. Scaled mode
// runs several instances that must agree on the secret, so it has to come from the environment.
function embeddedJwtSecret(dataDir: string, scaled: Pick<ServiceConfig, 'databaseUrl' | 'redisUrl'>): string {
  if (isScaledMode(scaled)) {
    const by = scaled.databaseUrl ? 'DATABASE_URL' : 'REDIS_URL';
    throw new Error(
      `JWT_SECRET is not set: it is required when ${by} is set (scaled mode), and every instance must share the same value`,
    );
  }
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and won the race: use its secret.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const winner = readSecretFile(file);
      if (winner) return winner;
    }
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
