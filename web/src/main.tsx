import { createRoot } from 'react-dom/client';
import { LoadFailed } from './components/load-failed';
import { reflectBannerDismissal } from './features/landing/banner-dismissal';
import { registerServiceWorker } from './lib/register-service-worker';
import { reflectSession } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';
import './styles/global.css';
// The landing page's styles are in the entry's CSS, which landing.html carries inline: its chunks
// then add no stylesheet while it is shown (the browser would restyle the whole page).
import './components/site-chrome.css';
import './components/install-app-button.css';
import './features/landing/landing-styles.css';

reflectSession();
reflectBannerDismissal();
// Another tab signing in or out.
window.addEventListener('storage', reflectSession);

const container = document.getElementById('root')!;
/**
 * The app's code in tasks of its own, after the entry's (React): the libraries and our shared code
 * (app-vendor, app-shared), then the app itself. A module fetched already runs in the task that
 * imports it: imported at once, a phone evaluated all of it in one task of 150 ms and more.
 */
const loadAppModule = () =>
  yieldToMain()
    .then(() => import('./lib/query-client'))
    .then(yieldToMain)
    .then(() => import('./app/render-app'));
const loadApp = () => loadAppModule().then((module) => module.renderApp);
const showLoadFailed = () => createRoot(container).render(<LoadFailed />);

// Most first visits land on `/`: it comes prerendered and is hydrated without the router and query
// cache, and hands over to the whole app when the visitor follows a link (app/render-landing.tsx).
if (window.location.pathname === '/') {
  import('./app/render-landing').then(
    ({ renderLanding }) => renderLanding(container, loadApp),
    // The prerendered page stays readable, and its links still work as plain page loads.
    () => container.hasChildNodes() || showLoadFailed(),
  );
} else {
  // A page drawn at build time (a signed-in page's shell, a form's, a static page) stays until the
  // app draws its first page in its place (app/render-app.tsx), started in a task after the one
  // that ran the app's modules.
  loadAppModule().then(({ startApp }) => yieldToMain().then(() => startApp(container)), showLoadFailed);
}

registerServiceWorker();
