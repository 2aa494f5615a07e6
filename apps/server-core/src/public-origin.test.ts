import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { publicOriginOf } from './public-origin';

describe("the site's public origin (APP_URL)", () => {
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

  it("is read with the gateway's settings, so a bad one stops it at start", () => {
    expect(loadGatewayConfig({ APP_URL: 'https://startupsetu.in/' }).publicOrigin).toBe('https://startupsetu.in');
    expect(loadGatewayConfig({}).publicOrigin).toBeUndefined();
    expect(() => loadGatewayConfig({ APP_URL: 'startupsetu.in' })).toThrow(/^APP_URL must be the site's public origin/);
  });
});
