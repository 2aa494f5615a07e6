import { afterEach, describe, expect, it, vi } from 'vitest';

// The store listens on `window`; a bare EventTarget stands in for it (no DOM in unit tests).
class FakeInstallEvent extends Event {
  prompted = 0;
  private choose!: (choice: { outcome: 'accepted' | 'dismissed'; platform: string }) => void;
  readonly userChoice = new Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>((resolve) => (this.choose = resolve));
  constructor() {
    super('beforeinstallprompt', { cancelable: true });
  }
  async prompt() {
    this.prompted += 1;
  }
  decide(outcome: 'accepted' | 'dismissed') {
    this.choose({ outcome, platform: 'web' });
  }
}

function fakeWindow(standalone: boolean) {
  const target = new EventTarget() as EventTarget & { matchMedia: (query: string) => { matches: boolean } };
  target.matchMedia = () => ({ matches: standalone });
  return target;
}

async function loadStore(standalone = false) {
  vi.resetModules();
  const win = fakeWindow(standalone);
  vi.stubGlobal('window', win);
  const store = await import('./install-prompt');
  store.captureInstallPrompt();
  return { win, store };
}

describe('install offer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('appears with beforeinstallprompt, waits on the dialog and is gone after the choice', async () => {
    const { win, store } = await loadStore();
    const changes = vi.fn();
    store.subscribeToInstallOffer(changes);
    expect(store.installOffer()).toBe('none');

    const event = new FakeInstallEvent();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.installOffer()).toBe('ready');

    const prompted = store.promptInstall();
    expect(store.installOffer()).toBe('prompting');
    await Promise.resolve();
    expect(event.prompted).toBe(1);
    event.decide('dismissed');
    await prompted;
    expect(store.installOffer()).toBe('none');
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('is never offered inside the installed app', async () => {
    const { win, store } = await loadStore(true);
    win.dispatchEvent(new FakeInstallEvent());
    expect(store.installOffer()).toBe('none');
  });

  it('is withdrawn once the app is installed another way', async () => {
    const { win, store } = await loadStore();
    win.dispatchEvent(new FakeInstallEvent());
    win.dispatchEvent(new Event('appinstalled'));
    expect(store.installOffer()).toBe('none');
  });
});
