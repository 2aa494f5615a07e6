import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app';

/** Build time only (web/build/pages.ts): the landing page's HTML, written into landing.html. */
export function landingMarkup(): string {
  return renderToString(<LandingApp />);
}
