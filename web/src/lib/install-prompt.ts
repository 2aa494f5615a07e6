// Chromium's install offer (DESIGN §4: installable). The browser fires `beforeinstallprompt` once,
// early; the event is kept here so an 'Install app' button can show it later. No React here: the
// landing page's boot script (src/landing-boot.ts) listens with it before the app's scripts come.
// A role form's or a public page's shell starts the app after its first paint, by when the offer
// may have come: its boot script (src/shell-boot.ts), which imports nothing, keeps it on `window`.

declare global {
  interface Window {
    /** The install offer that came before the app ran (src/shell-boot.ts). */
    earlyInstallOffer?: Event;
  }
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** 'none': no button; 'ready': the button; 'prompting': the button, disabled, while the dialog is open. */
export type InstallOffer = 'none' | 'ready' | 'prompting';

let deferred: BeforeInstallPromptEvent | null = null;
let standalone = false;
let prompting = false;
let listening = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Starts listening; idempotent. Called at start-up so the lazily loaded pages miss nothing. */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if (window.earlyInstallOffer) deferred = window.earlyInstallOffer as BeforeInstallPromptEvent;
  delete window.earlyInstallOffer;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button replaces the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
  const display = window.matchMedia?.('(display-mode: standalone)');
  standalone = display?.matches ?? false;
  display?.addEventListener?.('change', (event) => {
    standalone = event.matches;
    emit();
  });
}

/** Never offered inside the installed app. */
export function installOffer(): InstallOffer {
  if (!deferred || standalone) return 'none';
  return prompting ? 'prompting' : 'ready';
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  captureInstallPrompt();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; the offer is spent once the user has chosen. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event || prompting) return;
  prompting = true;
  emit();
  try {
    await event.prompt();
    await event.userChoice;
  } finally {
    deferred = null;
    prompting = false;
    emit();
  }
}
