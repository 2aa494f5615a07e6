// A role dashboard's first screen: src/dashboard-boot.ts draws it without React in #first-screen
// (dashboard.html), while #root, where React renders the app once the visitor reaches for the page,
// stays hidden. When the app's page is ready it takes the first screen's place, with what was typed
// there meanwhile; the tap that woke React is then given to the app's twin of the button tapped
// (lib/boot-on-intent.ts). No React here.

const FIRST_SCREEN_ID = 'first-screen';
/** Cards are scoped by the heading that names them (aria-labelledby), the same in both drawings. */
const CARD = '[aria-labelledby]';

let shownData: unknown;
let onReplaced: (() => void) | undefined;

const firstScreen = () => document.getElementById(FIRST_SCREEN_ID);
const appRoot = () => document.getElementById('root');

/** What the first screen drew (the feed's first page), for the app to start from. */
export function keepFirstScreenData(data: unknown): void {
  shownData = data;
}

/** The first screen's data, once: undefined when there was none. */
export function takeFirstScreenData(): unknown {
  const data = shownData;
  shownData = undefined;
  return data;
}

/** Runs `run` when the app takes the first screen's place, before the first screen goes. */
export function whenFirstScreenReplaced(run: () => void): void {
  onReplaced = run;
}

/** True while the page shows the first screen instead of the app. */
export function showsFirstScreen(): boolean {
  return firstScreen() !== null;
}

/** The first screen gives up (no session, no network): the app shows as soon as it has rendered. */
export function dropFirstScreen(): void {
  firstScreen()?.remove();
  appRoot()?.removeAttribute('hidden');
}

/**
 * The app's page is ready: it takes the first screen's place, with what was typed there and the
 * focus; then whenFirstScreenReplaced's callback runs (it gives the held tap). Does nothing once
 * that is done.
 */
export function replaceFirstScreen(): void {
  const screen = firstScreen();
  const root = appRoot();
  if (!screen || !root) return;
  const scrollY = window.scrollY;
  root.removeAttribute('hidden');
  for (const field of screen.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value) typeInto(twinInApp(field), field.value);
  }
  const focused = document.activeElement;
  if (focused && screen.contains(focused)) twinInApp(focused)?.focus({ preventScroll: true });
  // Twins are found while both drawings are there.
  onReplaced?.();
  screen.remove();
  window.scrollTo(0, scrollY);
}

/**
 * The app's twin of an element of the first screen: the element at the same place, by tag, class
 * and position among like siblings, inside the card of the same name (or the whole page).
 */
export function twinInApp(element: Element): HTMLElement | null {
  const screen = firstScreen();
  const root = appRoot();
  if (!screen || !root || !screen.contains(element)) return null;
  const card = element.closest(CARD);
  const scope = card && screen.contains(card) ? root.querySelector(`[aria-labelledby="${CSS.escape(card.getAttribute('aria-labelledby')!)}"]`) : root;
  const from = card && screen.contains(card) ? card : screen;
  if (!scope) return null;
  let found: Element | null = scope;
  for (const step of pathFrom(from, element)) {
    found = [...(found?.children ?? [])].filter((child) => sameKind(child, step.kind))[step.index] ?? null;
    if (!found) return null;
  }
  return found instanceof HTMLElement ? found : null;
}

function kindOf(element: Element): string {
  return `${element.tagName}.${[...element.classList].sort().join('.')}`;
}

function sameKind(element: Element, kind: string): boolean {
  return kindOf(element) === kind;
}

function pathFrom(ancestor: Element, element: Element): { kind: string; index: number }[] {
  const path: { kind: string; index: number }[] = [];
  for (let node: Element | null = element; node && node !== ancestor; node = node.parentElement) {
    const kind = kindOf(node);
    const siblings = [...(node.parentElement?.children ?? [])].filter((child) => sameKind(child, kind));
    path.unshift({ kind, index: siblings.indexOf(node) });
  }
  return path;
}

// React's onChange listens for input events; the value goes in through the native setter so that
// React sees it as typed.
function typeInto(field: HTMLElement | null, value: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
