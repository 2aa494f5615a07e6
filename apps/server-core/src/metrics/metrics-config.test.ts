import { describe, expect, it } from 'vitest';
import { readMetricsListener, readMetricsToken } from './metrics-config';

describe('metrics settings', () => {
  it('serves no gateway metrics without METRICS_PORT, and on loopback by default with it', () => {
    expect(readMetricsListener({})).toBeUndefined();
    expect(readMetricsListener({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readMetricsListener({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' })).toEqual({ port: 9464, host: '10.0.0.7' });
  });

  it.each(['abc', '-1', '70000', '9464x'])('refuses METRICS_PORT=%s, naming the setting', (value) => {
    expect(() => readMetricsListener({ METRICS_PORT: value })).toThrow(/METRICS_PORT must be a port number/);
  });

  it('refuses a METRICS_HOST that is not an address', () => {
    expect(() => readMetricsListener({ METRICS_PORT: '9464', METRICS_HOST: 'http://x/' })).toThrow(/METRICS_HOST/);
  });

  it('takes a METRICS_TOKEN of 16 bytes or more, and refuses a shorter one', () => {
    expect(readMetricsToken({})).toBeUndefined();
    expect(readMetricsToken({ METRICS_TOKEN: '  ' })).toBeUndefined();
    expect(readMetricsToken({ METRICS_TOKEN: 'a-long-enough-token' })).toBe('a-long-enough-token');
    expect(() => readMetricsToken({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN is too short/);
  });
});
