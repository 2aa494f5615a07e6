import { useEffect, type DependencyList, type EffectCallback } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * useEffect for a page's background work (replaying the outbox, the unread badge, the uploads
 * kept on the device, saving reads): started in a task of its own after the one that mounted the
 * page. React runs a page's first effects in one task; with this work in it, /networking's was
 * 30 ms on this machine, 120 ms at a phone's 4x, all of it blocking the first taps.
 */
export function useBackgroundEffect(effect: EffectCallback, deps: DependencyList): void {
  useEffect(() => {
    let stopped = false;
    let cleanup: ReturnType<EffectCallback>;
    void yieldToMain().then(() => {
      if (!stopped) cleanup = effect();
    });
    return () => {
      stopped = true;
      cleanup?.();
    };
    // The caller's dependencies: the lint checks them at each call (additionalHooks, .oxlintrc.json).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
