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
    const push = readPushSettings({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@startupsetu.in' }, FROM);
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

describe('the VAPID subject in scaled mode', () => {
  const keys = newVapidKeys();
  const scaledWith = (env: NodeJS.ProcessEnv) =>
    vapidKeysFor({ push: readPushSettings({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, ...env }, FROM), dataDir: dataDir(), scaled: true });

  it.each([
    'mailto:ops@startupsetu.local',
    'mailto:ops@localhost',
    'mailto:ops@LOCALHOST.',
    'mailto:ops@server',
    'mailto:ops@push.localhost',
    'mailto:ops@startupsetu.test',
    'mailto:ops@startupsetu.example',
    'mailto:ops@startupsetu.invalid',
    'mailto:ops@[127.0.0.1]',
    'mailto:ops@127.0.0.1',
    'mailto:ops',
    'https://localhost',
    'https://localhost:8443/contact',
    'https://127.0.0.1',
    'https://[::1]/',
    'https://app.test',
  ])('refuses %s at start, naming VAPID_SUBJECT', (subject) => {
    expect(() => scaledWith({ VAPID_SUBJECT: subject })).toThrow(/^VAPID_SUBJECT '.*' names (a local host|no host).*set VAPID_SUBJECT/);
  });

  it("refuses MAIL_FROM's address on a local host when VAPID_SUBJECT is unset, saying it comes from there", () => {
    expect(() => scaledWith({})).toThrow(/VAPID_SUBJECT 'mailto:no-reply@startupsetu.local' names a local host \(startupsetu.local\).*MAIL_FROM/);
  });

  it.each(['mailto:ops@startupsetu.in', 'mailto:push+ops@mail.example.com?subject=push', 'https://startupsetu.in/contact', 'https://ops.startupsetu.co.in'])(
    'accepts %s',
    (subject) => {
      expect(scaledWith({ VAPID_SUBJECT: subject })).toEqual(keys);
    },
  );

  it('leaves embedded mode alone: a local subject is fine on one machine', () => {
    expect(Buffer.from(vapidKeysFor({ push: readPushSettings({}, FROM), dataDir: dataDir(), scaled: false }).publicKey, 'base64url')).toHaveLength(65);
  });
});
