import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, noToastsYet, subscribeToToasts } from '../lib/toast';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noToastsYet);
  return (
    <div className="toaster">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          {toast.action && (
            <button type="button" onClick={toast.action.run}>
              {toast.action.label}
            </button>
          )}
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
