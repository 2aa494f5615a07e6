// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./register-service-worker', () => ({ registerServiceWorker: () => undefined }));
vi.mock('./toast', () => ({ subscribeToToasts: () => () => undefined }));

const ENTRY = '/assets/missing-entry.js';

async function boot(): Promise<{ markTakenOver: () => void }> {
  vi.resetModules();
  const { bootOnIntent } = await import('./boot-on-intent');
  const { markTakenOver } = await import('./page-takeover');
  bootOnIntent();
  return { markTakenOver };
}

/** React's files asked for now (not only fetched into the cache after the first paint). */
const reactWanted = () => document.head.querySelector(`link[rel="modulepreload"][href="${ENTRY}"]`) !== null;

describe("the landing page's boot", () => {
  beforeEach(() => {
    document.head.innerHTML = `<script type="module" data-entry="${ENTRY}" data-prefetch=""></script>`;
    document.body.innerHTML = '<div id="root"><button type="button">Dismiss</button></div>';
    window.heldTap = null;
    window.handOverTaps = undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs no React for a visitor who only reads', async () => {
    await boot();
    expect(reactWanted()).toBe(false);
  });

  it('runs React at once when the page held a tap made before this script ran', async () => {
    window.heldTap = { target: document.querySelector('button')!, pageX: 10, pageY: 10 };
    await boot();
    expect(reactWanted()).toBe(true);
  });

  it('takes a click for an intent (its pointer may have gone down before this script ran)', async () => {
    await boot();
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(reactWanted()).toBe(true);
  });

  it('has the page give its held tap once React has taken the page over, and not before', async () => {
    const handOverTaps = vi.fn();
    window.handOverTaps = handOverTaps;
    const { markTakenOver } = await boot();
    expect(handOverTaps).not.toHaveBeenCalled();
    markTakenOver();
    expect(handOverTaps).toHaveBeenCalledTimes(1);
  });
});
