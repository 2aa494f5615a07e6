import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceMonitor, isUpstreamDownStatus, serviceUp } from './service-status';

describe('the gateway answers that mean a service is down', () => {
  it('are 502, 503 and 504, and nothing else', () => {
    expect([502, 503, 504].every(isUpstreamDownStatus)).toBe(true);
    expect([200, 201, 400, 401, 404, 409, 429, 500, 501, 505].some(isUpstreamDownStatus)).toBe(false);
  });
});

describe("reading the gateway's readiness", () => {
  it('finds each service up or down in the reply, whether 200 or 503', () => {
    const reply = { status: 'not ready', upstreams: { api: 'up', notify: 'down' } };
    expect(serviceUp(reply, 'api')).toBe(true);
    expect(serviceUp(reply, 'notify')).toBe(false);
  });

  it('counts anything else (no reply, HTML, a missing entry) as not up', () => {
    for (const reply of [null, undefined, '<html>', {}, { upstreams: null }, { upstreams: { notify: 'up' } }, { upstreams: { api: true } }]) {
      expect(serviceUp(reply, 'api')).toBe(false);
    }
  });
});

describe('the service monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function monitorWith(answers: boolean[]) {
    const probe = vi.fn(async () => answers.shift() ?? true);
    const monitor = createServiceMonitor({ probe, intervalMs: 1000 });
    const changes = vi.fn();
    const recoveries = vi.fn();
    monitor.subscribe(changes);
    monitor.onRecovered(recoveries);
    return { monitor, probe, changes, recoveries };
  }

  it('ignores replies other than the upstream-down ones and checks nothing', async () => {
    const { monitor, probe, changes } = monitorWith([]);
    for (const status of [200, 404, 500]) monitor.noteStatus(status);
    await vi.advanceTimersByTimeAsync(5000);
    expect(monitor.isUnavailable()).toBe(false);
    expect(changes).not.toHaveBeenCalled();
    expect(probe).not.toHaveBeenCalled();
  });

  it('marks the service unavailable at the first 503 and tells its listeners once', () => {
    const { monitor, changes } = monitorWith([]);
    monitor.noteStatus(503);
    monitor.noteStatus(502);
    expect(monitor.isUnavailable()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('checks readiness every interval until ready, then clears and runs the recovery listeners once', async () => {
    const { monitor, probe, changes, recoveries } = monitorWith([false, false, true]);
    monitor.noteStatus(504);
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(monitor.isUnavailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(monitor.isUnavailable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(recoveries).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('runs one check at a time however many 503s arrive meanwhile', async () => {
    let answer: (ready: boolean) => void = () => {};
    const probe = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const monitor = createServiceMonitor({ probe, intervalMs: 1000 });
    monitor.noteStatus(503);
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < 5; i += 1) monitor.noteStatus(503);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('counts a failed readiness check (the gateway unreachable too) as not ready', async () => {
    const probe = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(true);
    const monitor = createServiceMonitor({ probe, intervalMs: 1000 });
    monitor.noteStatus(503);
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.isUnavailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.isUnavailable()).toBe(false);
  });

  it('shows again and recovers again after a second outage', async () => {
    const { monitor, recoveries } = monitorWith([true, true]);
    monitor.noteStatus(503);
    await vi.advanceTimersByTimeAsync(1000);
    monitor.noteStatus(503);
    expect(monitor.isUnavailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.isUnavailable()).toBe(false);
    expect(recoveries).toHaveBeenCalledTimes(2);
  });
});
