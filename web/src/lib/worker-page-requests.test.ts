import { describe, expect, it } from 'vitest';
import { OPEN_PAGE } from '@startupsetu/sw/push/open-page-message';
import { followWorkerPageRequests } from './worker-page-requests';

function fakeContainer() {
  return new EventTarget() as unknown as ServiceWorkerContainer;
}

/** Sends what the worker sends; answers whether the page answered on the message's port. */
function send(container: ServiceWorkerContainer, data: unknown): boolean {
  let answered = false;
  const port = { postMessage: () => (answered = true) };
  container.dispatchEvent(Object.assign(new Event('message'), { data, ports: [port] }));
  return answered;
}

describe('followWorkerPageRequests', () => {
  it('routes to the page the worker asks for and tells the worker it has', () => {
    const container = fakeContainer();
    const opened: string[] = [];
    followWorkerPageRequests((path) => opened.push(path), container);
    expect(send(container, { type: OPEN_PAGE, path: '/messages?with=u1#end' })).toBe(true);
    expect(opened).toEqual(['/messages?with=u1#end']);
  });

  it('ignores other messages and paths that leave the app, so the worker opens the page itself', () => {
    const container = fakeContainer();
    const opened: string[] = [];
    followWorkerPageRequests((path) => opened.push(path), container);
    for (const data of [{ type: 'other', path: '/Profile' }, { type: OPEN_PAGE, path: '//evil.example/x' }, { type: OPEN_PAGE, path: 'https://evil.example/' }, { type: OPEN_PAGE }, null]) {
      expect(send(container, data)).toBe(false);
    }
    expect(opened).toEqual([]);
  });

  it('stops following when told', () => {
    const container = fakeContainer();
    const opened: string[] = [];
    const stop = followWorkerPageRequests((path) => opened.push(path), container);
    stop();
    expect(send(container, { type: OPEN_PAGE, path: '/Profile' })).toBe(false);
    expect(opened).toEqual([]);
  });
});
