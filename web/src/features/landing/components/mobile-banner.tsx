import { dismissBanner } from '../banner-dismissal';

/**
 * The spec's phone-only notice; CSS hides it from ~768 px up, and once the user has dismissed it on
 * this device (banner-dismissal.ts).
 */
export function MobileBanner() {
  return (
    <aside className="landing-banner" aria-label="Device notice">
      <p className="landing-banner-text">Please use desktop site for better experience</p>
      <button type="button" className="landing-banner-dismiss" onClick={dismissBanner}>
        Dismiss
      </button>
    </aside>
  );
}
