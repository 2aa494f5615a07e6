import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from './app';
import { publicOriginOf } from './public-origin';

describe("the site's public origin (APP_URL)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the origin of an http or https URL, a trailing slash allowed; none when unset or blank', () => {
    expect(publicOriginOf('https://startupsetu.in/')).toBe('https://startupsetu.in');
    expect(publicOriginOf(' http://localhost:8080 ')).toBe('http://localhost:8080');
    expect(publicOriginOf('HTTPS://StartupSetu.IN')).toBe('https://startupsetu.in');
    expect(publicOriginOf(undefined)).toBeUndefined();
    expect(publicOriginOf('  ')).toBeUndefined();
  });

  it('refuses what is not an origin, naming the setting and the value', () => {
    for (const bad of ['startupsetu.in', 'ftp://startupsetu.in', 'https://startupsetu.in/app', 'https://startupsetu.in/?a=1', 'https://user:pw@startupsetu.in', 'https://']) {
      expect(() => publicOriginOf(bad), bad).toThrow(`APP_URL must be the site's public origin, an http:// or https:// URL without a path (such as https://startupsetu.in), got "${bad}"`);
    }
    expect(() => publicOriginOf('nope', 'publicOrigin')).toThrow(/^publicOrigin must be/);
  });

  it('stops the gateway at start when APP_URL is not one', async () => {
    vi.stubEnv('APP_URL', 'startupsetu.in');
    const upstream = 'http://127.0.0.1:9';
    await expect(buildGateway({ apiUrl: upstream, notifyUrl: upstream, webRoot: '/nonexistent' })).rejects.toThrow(/^APP_URL must be the site's public origin/);
  });
});
