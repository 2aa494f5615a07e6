// In-app alerts (DESIGN §3: never window.alert). They live outside React so they survive navigation,
// and can be raised before the landing page's React has come (src/landing-boot.ts).
export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error' | 'info';
  action?: { label: string; run: () => void };
}

const noToasts: Toast[] = [];
let toasts = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(text: string, tone: Toast['tone'] = 'info', action?: Toast['action']): number {
  const id = nextId++;
  toasts = [...toasts, { id, text, tone, action }];
  emit();
  if (!action) setTimeout(() => dismissToast(id), 6000);
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** The toasts on screen now (the same array until they change). */
export function currentToasts(): Toast[] {
  return toasts;
}

/** Pages prerendered at build time (the landing page) start with none. */
export function noToastsYet(): Toast[] {
  return noToasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
