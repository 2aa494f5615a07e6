import { createRoot } from 'react-dom/client';
import { LoadFailed } from './components/load-failed';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./app/render-app').then((module) => module.renderApp);
const showLoadFailed = () => root.render(<LoadFailed />);

// Most first visits land on `/`: it renders without the router and query cache, and hands over to
// the whole app when the visitor follows a link (app/render-landing.tsx).
if (window.location.pathname === '/') {
  import('./app/render-landing').then(({ renderLanding }) => renderLanding(root, loadApp), showLoadFailed);
} else {
  loadApp().then((renderApp) => renderApp(root), showLoadFailed);
}

registerServiceWorker();
