import { SHELL_LOOKS } from './pending-looks';
import { SignedInShell } from './signed-in-pending';

/** The shells web/build/pages.ts renders, by name (app/pending-looks.ts). */
export const SHELL_NAMES = Object.keys(SHELL_LOOKS);

/**
 * What a first load of a signed-in page arrives with, rendered at build time (dashboard.html,
 * shells/<name>.html): the signed-in frame around the page's heading and placeholders, as the app
 * draws them while the page's code and data come. It holds no user's data; the app hydrates it,
 * then draws the page in its place (app/render-app.tsx).
 */
export function PrerenderedShell({ name }: { name: string }) {
  return <SignedInShell look={SHELL_LOOKS[name] ?? {}} />;
}
