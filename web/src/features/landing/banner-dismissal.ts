// The phone-only banner (components/mobile-banner.tsx), once dismissed, stays dismissed on this
// device. It is in the prerendered landing page, so it is hidden by CSS from a mark on <html>
// (`data-banner-dismissed`, landing-chrome.css), set before the page is hydrated: hydration then
// finds the markup it rendered, and nothing moves once it shows.
const KEY = 'mobileBannerDismissed';
const MARK = 'data-banner-dismissed';

function dismissedHere(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    // Storage refused (a private window's setting): the banner shows, and dismissing hides it for this page.
    return false;
  }
}

/** Marks the page if the banner was dismissed on this device before. */
export function reflectBannerDismissal(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(MARK, dismissedHere());
}

/** Dismisses the banner, now and on every later visit from this device. */
export function dismissBanner(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Kept for this page only.
  }
  document.documentElement.setAttribute(MARK, '');
}
