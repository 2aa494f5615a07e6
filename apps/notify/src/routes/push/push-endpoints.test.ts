import { describe, expect, it } from 'vitest';
import { endpointProblem } from './push-endpoints';

describe('push endpoints the server may post to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dXJsOnRlc3Q',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGyZ3Xl',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the push service of a browser: %s', (endpoint) => {
    expect(endpointProblem(endpoint, [])).toBeUndefined();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'https'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'https'],
    ['https://fcm.googleapis.com.evil.example/x', 'https'],
    ['https://127.0.0.1/x', 'https'],
    ['https://user:pw@fcm.googleapis.com/x', 'user name'],
    ['not a url', 'not a URL'],
  ])('refuses %s', (endpoint, reason) => {
    expect(endpointProblem(endpoint, [])).toContain(reason);
  });

  it('accepts the origins PUSH_ENDPOINT_ALLOW adds, and only those', () => {
    expect(endpointProblem('http://127.0.0.1:8650/push/abc', ['http://127.0.0.1:8650'])).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:8651/push/abc', ['http://127.0.0.1:8650'])).toBeDefined();
  });
});
