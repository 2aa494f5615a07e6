import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isScaledMode, loadConfig, loadGatewayConfig, redactUrl } from './config';
import { vapidKeysFor } from './push/push-settings';
import { TEST_VAPID_KEYS } from './testing/vapid-test-keys';

const dirs: string[] = [];
/** 32 bytes, the shortest JWT_SECRET accepted. */
const SECRET = 'a-jwt-secret-of-exactly-32-bytes';

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'startupsetu-config-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the documented defaults and creates the data and media directories', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 8080, apiPort: 3001, notifyPort: 4000, dataDir, mediaDir: path.join(dataDir, 'media') });
    expect(config.databaseUrl).toBeUndefined();
    expect(statSync(config.mediaDir).isDirectory()).toBe(true);
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const relative = path.relative(process.cwd(), tempDir());
    expect(loadConfig({ DATA_DIR: relative }).dataDir).toBe(path.resolve(relative));
  });

  it('generates the JWT secret once in embedded mode, keeps it private, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET from the environment', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it.each<[string, Record<string, string>]>([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://localhost/app' }],
    ['REDIS_URL', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ])('refuses scaled mode (%s) without JWT_SECRET, in one line naming what is missing', (name, env) => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: tempDir(), ...env });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      `JWT_SECRET is not set: it is required when ${name} is set (scaled mode), and every instance must share the same value`,
    );
    const scaled = loadConfig({ DATA_DIR: tempDir(), ...env, JWT_SECRET: SECRET });
    expect(scaled).toMatchObject({ jwtSecret: SECRET, databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  });

  it('rejects a DATABASE_URL or REDIS_URL of the wrong kind without echoing its password', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, DATABASE_URL: 'mysql://u:hunter2@db/app' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://u:***@db/app"',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, got "localhost:6379"',
    );
  });

  it('derives a stable internal secret that differs from the JWT secret unless INTERNAL_SECRET is set', () => {
    const a = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET });
    const b = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET });
    expect(a.internalSecret).toBe(b.internalSecret);
    expect(a.internalSecret).not.toBe(SECRET);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, INTERNAL_SECRET: 'mine' }).internalSecret).toBe('mine');
  });

  it('reads ports, upstream URLs and a custom MEDIA_DIR', () => {
    const mediaDir = path.join(tempDir(), 'm');
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: SECRET,
      PORT: '9000',
      API_PORT: '0',
      NOTIFY_PORT: ' 4500 ',
      API_URL: 'http://api:3001/',
      MEDIA_DIR: mediaDir,
    });
    expect(config).toMatchObject({ port: 9000, apiPort: 0, notifyPort: 4500, apiUrl: 'http://api:3001', mediaDir });
  });

  it.each(['abc', '70000', '-1', '3.5', '80x'])('rejects the port %j with a clear message', (value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, API_PORT: value })).toThrow(
      `API_PORT must be a port number between 0 and 65535, got "${value}"`,
    );
  });

  it.each(['notify:4000', '/notify', 'http://'])('rejects the upstream URL %j', (value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, NOTIFY_URL: value })).toThrow(
      `NOTIFY_URL must be an http:// or https:// URL, got "${value}"`,
    );
  });
});

describe('loadConfig: limits and binding', () => {
  it('refuses a JWT_SECRET under 32 bytes, saying how long it must be', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET.slice(1) })).toThrow(
      'JWT_SECRET is too short (31 bytes): use at least 32 random bytes, e.g. the output of openssl rand -base64 48',
    );
  });

  it('binds standalone services to loopback unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ DATA_DIR: tempDir(), HOST: 'http://x:1' })).toThrow(
      'HOST must be an address to listen on, e.g. 127.0.0.1 or 0.0.0.0, got "http://x:1"',
    );
  });

  it('reads the body time limit, the daily upload budget and the gateway caps, with their defaults', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({ bodyTimeoutMs: 30_000, uploadQuotaMbPerDay: 500 });
    expect(loadConfig({ DATA_DIR: tempDir(), BODY_TIMEOUT_MS: '5000', UPLOAD_QUOTA_MB_PER_DAY: '0' })).toMatchObject({
      bodyTimeoutMs: 5000,
      uploadQuotaMbPerDay: 0,
    });
    expect(loadGatewayConfig({})).toMatchObject({ bodyTimeoutMs: 30_000, maxConnectionsPerAddress: 200, maxUpgradesPerAddress: 50 });
    expect(loadGatewayConfig({ MAX_CONNECTIONS_PER_ADDRESS: '10', MAX_UPGRADES_PER_ADDRESS: '3' })).toMatchObject({
      maxConnectionsPerAddress: 10,
      maxUpgradesPerAddress: 3,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), UPLOAD_QUOTA_MB_PER_DAY: 'lots' })).toThrow(
      'UPLOAD_QUOTA_MB_PER_DAY must be a whole number (0 or more), got "lots"',
    );
  });

  it("reads the api's realtime sessions per address from the gateway's websocket cap, so a load test's 0 lifts both", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).maxUpgradesPerAddress).toBe(50);
    for (const value of ['0', '7']) {
      const env = { MAX_UPGRADES_PER_ADDRESS: value };
      expect(loadConfig({ DATA_DIR: tempDir(), ...env }).maxUpgradesPerAddress).toBe(Number(value));
      expect(loadConfig({ DATA_DIR: tempDir(), ...env }).maxUpgradesPerAddress).toBe(loadGatewayConfig(env).maxUpgradesPerAddress);
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), MAX_UPGRADES_PER_ADDRESS: 'many' })).toThrow(
      'MAX_UPGRADES_PER_ADDRESS must be a whole number (0 or more), got "many"',
    );
  });
});

describe('loadConfig: mail', () => {
  it('writes mail to files by default, from no-reply, with links to the gateway on localhost', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '8740' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('StartupSetu <no-reply@startupsetu.local>');
    expect(config.appUrl).toBe('http://localhost:8740');
    expect(loadConfig({ DATA_DIR: tempDir() }).appUrl).toBe('http://localhost:8080');
  });

  it('reads SMTP_URL, MAIL_FROM and APP_URL', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'Team <team@startupsetu.in>',
      APP_URL: 'https://startupsetu.in/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.com:465',
      mailFrom: 'Team <team@startupsetu.in>',
      appUrl: 'https://startupsetu.in',
    });
    expect(loadConfig({ DATA_DIR: tempDir(), MAIL_FROM: 'ops@startupsetu.in' }).mailFrom).toBe('ops@startupsetu.in');
  });

  it.each([
    ['SMTP_URL', 'http://mailer:s3cret@smtp.example.com', 'SMTP_URL must be an smtp:// or smtps:// URL, got "http://mailer:***@smtp.example.com/"'],
    ['MAIL_FROM', 'not an address', 'MAIL_FROM must be an address, e.g. "StartupSetu <no-reply@example.com>", got "not an address"'],
    ['MAIL_FROM', 'Team <team@example.com>\nBcc: all@example.com', 'MAIL_FROM must be an address'],
    ['APP_URL', 'startupsetu.in', 'APP_URL must be an http:// or https:// URL, got "startupsetu.in"'],
  ])('refuses a wrong %s in one line without echoing a password', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(message);
  });
});

describe('loadConfig: push', () => {
  /** The keys notify would sign with, from the environment as it starts (push-delivery.ts). */
  const notifyStartsWith = (env: NodeJS.ProcessEnv) => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, ...env });
    return vapidKeysFor({ push: config.push, dataDir: config.dataDir, scaled: isScaledMode(config) });
  };
  const { VAPID_SUBJECT: _, ...keys } = TEST_VAPID_KEYS;
  const scaled = { DATABASE_URL: 'postgres://localhost/app', ...keys };

  it("refuses scaled mode with a VAPID subject on a local host, MAIL_FROM's default included, naming VAPID_SUBJECT", () => {
    expect(() => notifyStartsWith(scaled)).toThrow(/^VAPID_SUBJECT 'mailto:no-reply@startupsetu.local' names a local host/);
    expect(() => notifyStartsWith({ ...scaled, VAPID_SUBJECT: 'https://localhost' })).toThrow(/^VAPID_SUBJECT 'https:\/\/localhost' names a local host/);
    expect(() => notifyStartsWith({ ...scaled, MAIL_FROM: 'ops@startupsetu.test' })).toThrow(/VAPID_SUBJECT/);
  });

  it('starts scaled mode with a subject on a public domain, and embedded mode with the default', () => {
    expect(notifyStartsWith({ ...scaled, VAPID_SUBJECT: 'mailto:ops@startupsetu.in' }).publicKey).toBe(keys.VAPID_PUBLIC_KEY);
    expect(notifyStartsWith({ ...scaled, MAIL_FROM: 'StartupSetu <no-reply@startupsetu.in>' }).publicKey).toBe(keys.VAPID_PUBLIC_KEY);
    expect(Buffer.from(notifyStartsWith({}).publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('loadGatewayConfig', () => {
  it('runs the gateway alone when both upstreams are set, reading no data directory or secret', () => {
    expect(loadGatewayConfig({ PORT: '8081', API_URL: 'http://api:3001/', NOTIFY_URL: 'http://notify:4000' })).toMatchObject({
      port: 8081,
      upstreams: { apiUrl: 'http://api:3001', notifyUrl: 'http://notify:4000' },
    });
    expect(loadGatewayConfig({})).toMatchObject({ port: 8080, upstreams: undefined });
  });

  it.each([
    [{ API_URL: 'http://api:3001' }, 'NOTIFY_URL'],
    [{ NOTIFY_URL: 'http://notify:4000' }, 'API_URL'],
  ])('names the missing upstream of %j', (env, missing) => {
    expect(() => loadGatewayConfig(env)).toThrow(`${missing} is not set: set both API_URL and NOTIFY_URL`);
  });
});

describe('redactUrl', () => {
  it('hides a password and keeps the rest', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/app')).toBe('postgres://app:***@db:5432/app');
    expect(redactUrl('redis://127.0.0.1:6390')).toBe('redis://127.0.0.1:6390');
  });
});
