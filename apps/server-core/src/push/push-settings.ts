import { createECDH } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLocalHost, subjectHost } from './vapid-subject';

// Web Push settings (DESIGN §6.6), read with the rest of the configuration (config.ts). Only notify
// sends pushes, so only notify asks for the keys (vapidKeysFor): an api instance needs none.

/** The application server's VAPID key pair (RFC 8292), base64url: P-256, public uncompressed. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset in embedded mode, they are made once into DATA_DIR. */
  vapidKeys?: VapidKeys;
  /** VAPID_SUBJECT: how a push service reaches whoever runs this sender (mailto: or https:). */
  vapidSubject: string;
  /** PUSH_ENDPOINT_ALLOW: origins (comma-separated) accepted as push endpoints beside the known push services. */
  endpointAllow: string[];
}

const VAPID_KEYS_FILE = 'vapid-keys.json';

export function readPushSettings(env: NodeJS.ProcessEnv, mailFrom: string): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error(`${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is not set: set both VAPID keys, or neither (embedded mode makes them)`);
  }
  const vapidKeys = publicKey && privateKey ? checkedKeys({ publicKey, privateKey }, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY') : undefined;
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${addressOf(mailFrom)}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL (RFC 8292), not '${subject}'`);
  return { vapidKeys, vapidSubject: subject, endpointAllow: readOrigins(env.PUSH_ENDPOINT_ALLOW) };
}

/**
 * The keys notify signs with: the configured ones, else (embedded mode) the pair kept in DATA_DIR,
 * made on first use, so that subscriptions outlive a restart. Scaled mode must configure them:
 * every instance has to sign with the key the browsers subscribed with. Scaled mode also refuses a
 * subject on a local host, which push services may refuse (vapid-subject.ts).
 */
export function vapidKeysFor(config: { push: PushSettings; dataDir: string; scaled: boolean }): VapidKeys {
  if (!config.scaled) return config.push.vapidKeys ?? keptVapidKeys(config.dataDir);
  if (!config.push.vapidKeys) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: they are required in scaled mode (DATABASE_URL or REDIS_URL), the same on every instance (make a pair with `npx web-push generate-vapid-keys`)',
    );
  }
  refuseLocalSubject(config.push.vapidSubject);
  return config.push.vapidKeys;
}

/** The pair kept in DATA_DIR, made on first use. */
function keptVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const kept = readKeysFile(file);
  if (kept) return kept;
  const made = newVapidKeys();
  try {
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process of this data directory made them at the same moment: use its pair.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeysFile(file) ?? made;
    throw error;
  }
  chmodSync(file, 0o600);
  return made;
}

function refuseLocalSubject(subject: string): void {
  const host = subjectHost(subject);
  if (host === undefined || isLocalHost(host)) {
    throw new Error(
      `VAPID_SUBJECT '${subject}' names ${host ? `a local host (${host})` : 'no host'}: in scaled mode it must be a mailto: or https: address on a public domain, ` +
        "which push services accept (Apple's refuses a local one); set VAPID_SUBJECT (unset, it is MAIL_FROM's address)",
    );
  }
}

export function newVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The private key is a 32-byte number: getPrivateKey drops its leading zero bytes (1 key in 256).
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: padded.toString('base64url') };
}

function readKeysFile(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return checkedKeys(JSON.parse(text) as VapidKeys, file);
}

function checkedKeys(keys: VapidKeys, source: string): VapidKeys {
  const publicKey = Buffer.from(keys.publicKey ?? '', 'base64url');
  const privateKey = Buffer.from(keys.privateKey ?? '', 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4 || privateKey.length !== 32) {
    throw new Error(`${source}: not a VAPID key pair (a P-256 public key of 65 bytes and a private key of 32, base64url)`);
  }
  return keys;
}

function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

function readOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!URL.canParse(entry)) throw new Error(`PUSH_ENDPOINT_ALLOW: '${entry}' is not an origin (such as https://push.example.com)`);
      return new URL(entry).origin;
    });
}
