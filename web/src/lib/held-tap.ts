// A tap on a page drawn before its app (landing.html, the shells) is held by the page's inline boot
// script (src/shell-boot.ts) until the app has taken the page over, and given here to what the app
// now draws where the tap landed. No React here: the landing page's boot script imports it.

/** A tap the page held: where it landed, and on what. */
export interface HeldTap {
  target: Element;
  /** The tap's point on the page (not the screen: the page may have scrolled since). */
  pageX: number;
  pageY: number;
}

declare global {
  interface Window {
    /** The last tap held before the app took the page over (src/shell-boot.ts). */
    heldTap?: HeldTap | null;
    /**
     * The app answers taps from now on (src/shell-boot.ts): the page stops holding them, once a press
     * under way has ended, and gives the last one held to `give`.
     */
    handOverTaps?: (give: (tap: HeldTap | null) => void) => void;
  }
}

/** What a tap acts on. */
const CONTROLS = 'button, a[href], [role="button"], summary, label, input, select, textarea';

/**
 * The drawn page's element `standIn` stands for `control` when they share a class: a shell draws the
 * app's control with the control's own class (its size and place), as a picture without a handler.
 */
function standsFor(standIn: Element, control: Element): boolean {
  const wanted = control.getAttribute('class');
  if (!wanted) return false;
  for (let element: Element | null = standIn; element; element = element.parentElement) {
    if (element.getAttribute('class') === wanted) return true;
  }
  return false;
}

/**
 * The control the held tap is for: the same one if it is still there, or what the app now draws in
 * its place: the control, or, while that control's code is still coming, the app's own stand-in for
 * it (a pending look's picture), whose handler holds the tap for the control (holdStandInTap).
 */
function controlFor({ target, pageX, pageY }: HeldTap): HTMLElement | null {
  // Still there: a control, or a stand-in whose own handler holds the tap for the control.
  if (target.isConnected) return target.closest<HTMLElement>(CONTROLS) ?? (target as HTMLElement);
  const there = document.elementFromPoint(pageX - window.scrollX, pageY - window.scrollY);
  const control = there?.closest<HTMLElement>(CONTROLS) ?? null;
  if (control) return standsFor(target, control) ? control : null;
  for (let element = there; element; element = element.parentElement) {
    if (standsFor(target, element)) return element as HTMLElement;
  }
  return null;
}

function replay(tap: HeldTap | null): void {
  if (tap) controlFor(tap)?.click();
}

/**
 * The app has taken the page over and answers taps itself: the page stops holding them, and the
 * last one held goes to its control. A tap on a placeholder that stood for nothing is dropped.
 */
export function takeOverTaps(): void {
  if (window.handOverTaps) {
    window.handOverTaps(replay);
    window.handOverTaps = undefined;
  }
}

/** Taps on a stand-in the app draws while its control's code is coming, by the control's name. */
const standInTaps = new Set<string>();

/**
 * A tap on the picture of `control` (a shell's or a pending look's, which has no behaviour): the
 * control takes it once drawn (takeStandInTap).
 */
export function holdStandInTap(control: string): void {
  standInTaps.add(control);
}

/** Whether `control` was tapped while only its stand-in was drawn; the tap is then taken. */
export function takeStandInTap(control: string): boolean {
  return standInTaps.delete(control);
}
