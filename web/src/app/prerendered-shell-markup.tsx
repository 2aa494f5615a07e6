import { renderToString } from 'react-dom/server';
import { PrerenderedShell, SHELL_NAMES } from './prerendered-shell';

/** Build time only (web/build/pages.ts): each shell's HTML by name, which the app hydrates (app/render-app.tsx). */
export function shellMarkups(): Record<string, string> {
  return Object.fromEntries(SHELL_NAMES.map((name) => [name, renderToString(<PrerenderedShell name={name} />)]));
}
