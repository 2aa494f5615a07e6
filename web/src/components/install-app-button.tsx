import { useSyncExternalStore } from 'react';
import { installOffer, promptInstall, subscribeToInstallOffer } from '../lib/install-prompt';
import './install-app-button.css';

/** 'Install app' as a menu entry, present only while the browser offers installation. */
export function InstallAppButton({ className }: { className: string }) {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => 'none' as const);
  if (offer === 'none') return null;
  return (
    <li>
      <button type="button" className={`install-app-button ${className}`} disabled={offer === 'prompting'} onClick={() => void promptInstall()}>
        Install app
      </button>
    </li>
  );
}
