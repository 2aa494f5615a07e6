import { useState } from 'react';

/** The spec's phone-only notice; CSS hides it from ~768 px up, and the user can dismiss it. */
export function MobileBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="landing-banner" aria-label="Device notice">
      <p className="landing-banner-text">Please use desktop site for better experience</p>
      <button type="button" className="landing-banner-dismiss" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </aside>
  );
}
