import { useSyncExternalStore } from 'react';

/** How often the page asks the gateway whether the services are back while the banner shows. */
export const READINESS_CHECK_MS = 3000;

export const SERVICE_UNAVAILABLE_TEXT = 'The service is unavailable right now. Your changes will be sent when it is back.';

/** The gateway's answers when a service behind it is down (503), gave no valid answer (502) or is too slow (504). */
export function isUpstreamDownStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export interface ServiceMonitor {
  isUnavailable(): boolean;
  subscribe(listener: () => void): () => void;
  /** The status of a reply the page got: an upstream-down answer marks the service unavailable. */
  noteStatus(status: number): void;
  /** Called once each time the service is back after being marked unavailable. */
  onRecovered(listener: () => void): () => void;
}

export interface ServiceMonitorOptions {
  /** True when the gateway reports every service behind it ready. */
  probe: () => Promise<boolean>;
  intervalMs: number;
}

/**
 * Whether the service behind the gateway is reachable, as the page last learnt it. Once a reply says
 * it is down, the gateway's readiness is checked every `intervalMs` (one check at a time) until it
 * answers ready; then the service counts as back and the recovery listeners run.
 */
export function createServiceMonitor({ probe, intervalMs }: ServiceMonitorOptions): ServiceMonitor {
  let unavailable = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let checking = false;
  const listeners = new Set<() => void>();
  const recovered = new Set<() => void>();

  const schedule = () => {
    if (timer !== null || checking) return;
    timer = setTimeout(() => void check(), intervalMs);
  };

  const check = async () => {
    timer = null;
    checking = true;
    const ready = await probe().catch(() => false);
    checking = false;
    if (!unavailable) return;
    if (!ready) {
      schedule();
      return;
    }
    unavailable = false;
    for (const listener of [...listeners]) listener();
    for (const listener of [...recovered]) listener();
  };

  return {
    isUnavailable: () => unavailable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    noteStatus(status) {
      if (!isUpstreamDownStatus(status)) return;
      if (!unavailable) {
        unavailable = true;
        for (const listener of [...listeners]) listener();
      }
      schedule();
    },
    onRecovered(listener) {
      recovered.add(listener);
      return () => recovered.delete(listener);
    },
  };
}

export type ServiceName = 'api' | 'notify';

/** Whether a reply of the gateway's /readyz (200 or 503, it lists each service) says `service` is up. */
export function serviceUp(readiness: unknown, service: ServiceName): boolean {
  if (!readiness || typeof readiness !== 'object') return false;
  const upstreams = (readiness as { upstreams?: unknown }).upstreams;
  return Boolean(upstreams && typeof upstreams === 'object' && (upstreams as Record<string, unknown>)[service] === 'up');
}

/**
 * Resolves once the gateway reports `service` up, asking every `intervalMs`; or as soon as
 * `stopped()` is true (the caller no longer needs it).
 */
export async function waitForService(service: ServiceName, intervalMs: number, stopped: () => boolean): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    if (stopped()) return;
    const readiness = await fetch('/readyz', { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then((response) => response.json() as Promise<unknown>)
      .catch(() => null);
    if (serviceUp(readiness, service)) return;
  }
}

/** The gateway's /readyz: 200 only when every service behind it answers. */
async function gatewayReady(): Promise<boolean> {
  const response = await fetch('/readyz', { cache: 'no-store', headers: { Accept: 'application/json' } });
  await response.body?.cancel();
  return response.ok;
}

/** The page's one monitor; api-client reports every reply's status to it. */
export const serviceStatus = createServiceMonitor({ probe: gatewayReady, intervalMs: READINESS_CHECK_MS });

/** True while the page knows the service to be unavailable. */
export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(serviceStatus.subscribe, serviceStatus.isUnavailable, () => false);
}
