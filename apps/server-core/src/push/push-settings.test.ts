import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newVapidKeys, readPushSettings, vapidKeysFor } from './push-settings';

const FROM = 'StartupSetu <no-reply@startupsetu.local>';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('VAPID keys', () => {
  it('embedded: made once into DATA_DIR, readable by the owner only, the same pair after a restart', () => {
    const dir = dataDir();
    const push = readPushSettings({}, FROM);
    const first = vapidKeysFor({ push, dataDir: dir, scaled: false });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysFor({ push, dataDir: dir, scaled: false })).toEqual(first);
  });

  it('makes whole pairs every time: a private key of 32 bytes even when its number has leading zero bytes (1 key in 256)', () => {
    // 2,000 pairs: without the padding, one of them falls short with a likelihood of 99.96 %.
    for (let i = 0; i < 2000; i += 1) {
      const { publicKey, privateKey } = newVapidKeys();
      expect([Buffer.from(publicKey, 'base64url').length, Buffer.from(privateKey, 'base64url').length]).toEqual([65, 32]);
    }
  });

  it('scaled: required from the environment, and used as given', () => {
    expect(() => vapidKeysFor({ push: readPushSettings({}, FROM), dataDir: dataDir(), scaled: true })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set/);
    const keys = newVapidKeys();
    const push = readPushSettings({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }, FROM);
    expect(vapidKeysFor({ push, dataDir: dataDir(), scaled: true })).toEqual(keys);
  });

  it('refuses half a pair, or keys that are not a P-256 pair', () => {
    const keys = newVapidKeys();
    expect(() => readPushSettings({ VAPID_PUBLIC_KEY: keys.publicKey }, FROM)).toThrow(/VAPID_PRIVATE_KEY is not set/);
    expect(() => readPushSettings({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey }, FROM)).toThrow(/not a VAPID key pair/);
  });
});

describe('push settings', () => {
  it("signs as MAIL_FROM's address unless VAPID_SUBJECT says otherwise, which must be mailto: or https:", () => {
    expect(readPushSettings({}, FROM).vapidSubject).toBe('mailto:no-reply@startupsetu.local');
    expect(readPushSettings({ VAPID_SUBJECT: 'https://startupsetu.in' }, FROM).vapidSubject).toBe('https://startupsetu.in');
    expect(() => readPushSettings({ VAPID_SUBJECT: 'ops@startupsetu.in' }, FROM)).toThrow(/mailto: or https:/);
  });

  it('reads PUSH_ENDPOINT_ALLOW as origins', () => {
    expect(readPushSettings({ PUSH_ENDPOINT_ALLOW: 'http://127.0.0.1:8650/push, https://push.example.com' }, FROM).endpointAllow).toEqual([
      'http://127.0.0.1:8650',
      'https://push.example.com',
    ]);
    expect(readPushSettings({}, FROM).endpointAllow).toEqual([]);
    expect(() => readPushSettings({ PUSH_ENDPOINT_ALLOW: 'push.example.com' }, FROM)).toThrow(/not an origin/);
  });
});
