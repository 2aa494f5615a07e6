import { renderToString } from 'react-dom/server';
import { PrerenderedShell, SHELL_NAMES, SIGNED_IN_SHELL_NAMES } from './prerendered-shell';

/** Build time only (web/build/pages.ts): each shell's HTML by name, which the app replaces with its first page (app/render-app.tsx). */
export function shellMarkups(): Record<string, string> {
  return Object.fromEntries(SHELL_NAMES.map((name) => [name, renderToString(<PrerenderedShell name={name} />)]));
}

/** Build time only: the shells of signed-in pages (the rest are the role forms'), whose app is fetched from the start. */
export function signedInShellNames(): string[] {
  return SIGNED_IN_SHELL_NAMES;
}
