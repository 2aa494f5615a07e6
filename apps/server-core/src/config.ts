import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
}

const JWT_SECRET_FILE = 'jwt-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const mediaDir = path.resolve(read(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media'));
  mkdirSync(mediaDir, { recursive: true });

  const databaseUrl = read(env, 'DATABASE_URL');
  const jwtSecret = read(env, 'JWT_SECRET') ?? embeddedJwtSecret(dataDir, databaseUrl);

  return {
    port: readPort(env, 'PORT', 8080),
    apiPort: readPort(env, 'API_PORT', 3001),
    notifyPort: readPort(env, 'NOTIFY_PORT', 4000),
    apiUrl: readUrl(env, 'API_URL'),
    notifyUrl: readUrl(env, 'NOTIFY_URL'),
    dataDir,
    mediaDir,
    databaseUrl,
    redisUrl: read(env, 'REDIS_URL'),
    jwtSecret,
    internalSecret:
      read(env, 'INTERNAL_SECRET') ??
      createHmac('sha256', jwtSecret).update('startupsetu:internal-secret').digest('base64url'),
  };
}

function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
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

function readUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

// Embedded mode keeps a generated secret beside the data so tokens survive restarts. Scaled mode
// runs several instances that must agree on the secret, so it has to come from the environment.
function embeddedJwtSecret(dataDir: string, databaseUrl: string | undefined): string {
  if (databaseUrl) {
    throw new Error(
      'JWT_SECRET must be set when DATABASE_URL is set (scaled mode): every instance has to share the same token secret',
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
