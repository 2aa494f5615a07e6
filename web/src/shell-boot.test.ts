// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOverTaps } from './lib/held-tap';

// The page's inline boot script (src/shell-boot.ts) holds the taps made before the app has taken the
// page over; takeOverTaps gives the last one to its control.

/** Draws `html` as the page arrived, and runs the page's boot script over it, as the page would have. */
async function arrive(html: string): Promise<void> {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  vi.resetModules();
  await import('./shell-boot');
  // Parsed: the boot script notes what the page arrived with.
  document.dispatchEvent(new Event('readystatechange'));
}

/** Whether the click was let through (not held). */
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const press = (element: Element, type: 'pointerdown' | 'pointerup') =>
  element.dispatchEvent(new PointerEvent(type, { bubbles: true, isPrimary: true, pointerType: 'mouse' }));

/** The app's control: counts its clicks. */
function control(html: string): { element: HTMLElement; clicks: () => number } {
  const root = document.getElementById('root')!;
  root.innerHTML = html;
  const element = root.querySelector<HTMLElement>('button')!;
  let clicks = 0;
  element.addEventListener('click', () => (clicks += 1));
  return { element, clicks: () => clicks };
}

describe('a tap made before the app has taken the page over', () => {
  beforeEach(() => {
    window.heldTap = null;
  });
  afterEach(() => {
    // Whatever a test left held is let go, and the page's listeners with it.
    takeOverTaps();
    vi.restoreAllMocks();
  });

  it('is held, and given to the same button once the app answers it (a page hydrated in place)', async () => {
    await arrive('<aside><button type="button" class="dismiss"><span>Dismiss</span></button></aside>');
    const button = document.querySelector('button')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));

    expect(click(button.querySelector('span')!)).toBe(false);
    expect(clicks).toBe(0);
    takeOverTaps();
    expect(clicks).toBe(1);
    // From then on the app answers taps itself.
    expect(click(button)).toBe(true);
    expect(clicks).toBe(2);
  });

  it('is left to the browser on a link or a field, which work without the app', async () => {
    await arrive('<a href="/signup">Get Started</a><input aria-label="Search">');
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(click(document.querySelector('input')!)).toBe(true);
    expect(window.heldTap).toBeNull();
  });

  it("on a shell's picture of a control goes to the control the app draws in its place", async () => {
    await arrive('<div class="top-bar"><span class="avatar-menu-button" aria-hidden="true"><span class="avatar"></span></span></div>');
    expect(click(document.querySelector('.avatar')!)).toBe(false);

    const menuButton = control('<div class="top-bar"><button class="avatar-menu-button"><span class="avatar"></span></button></div>');
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(menuButton.element.querySelector('.avatar'));
    // What the app draws answers by itself, and is not held.
    takeOverTaps();
    expect(menuButton.clicks()).toBe(1);
  });

  it("on a stand-in the app still draws when it takes over goes to the stand-in's own handler", async () => {
    await arrive('<div class="top-bar"><span class="avatar-menu-button"></span></div>');
    const standIn = document.querySelector('.avatar-menu-button')!;
    expect(click(standIn)).toBe(false);
    // Hydrated in place: the app's stand-in holds a tap for the control it stands for.
    let heldForControl = 0;
    standIn.addEventListener('click', () => (heldForControl += 1));
    takeOverTaps();
    expect(heldForControl).toBe(1);
  });

  it("on a shell's picture goes to the app's own stand-in drawn in its place, while the control's code comes", async () => {
    await arrive('<div class="top-bar"><span class="avatar-menu-button"><span class="avatar"></span></span></div>');
    expect(click(document.querySelector('.avatar')!)).toBe(false);

    // The app's first page is its pending look: a new picture of the menu, whose handler holds the tap.
    const root = document.getElementById('root')!;
    root.innerHTML = '<div class="top-bar"><span class="avatar-menu-button"><span class="avatar"></span></span></div>';
    let heldForControl = 0;
    root.querySelector('.avatar-menu-button')!.addEventListener('click', () => (heldForControl += 1));
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(root.querySelector('.avatar'));
    takeOverTaps();
    expect(heldForControl).toBe(1);
  });

  it('on a placeholder that stood for nothing is dropped', async () => {
    await arrive('<ul><li class="skeleton-card"></li></ul>');
    click(document.querySelector('.skeleton-card')!);

    const like = control('<ul><li class="content-card"><button class="like-button">Like</button></li></ul>');
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(like.element);
    takeOverTaps();
    expect(like.clicks()).toBe(0);
  });

  it('is not held once the app has drawn its own page there (a page of its own, or "failed to load")', async () => {
    await arrive('<main><button class="dismiss">Dismiss</button></main>');
    const retry = control('<main><button class="retry">Try again</button></main>');
    expect(click(retry.element)).toBe(true);
    expect(retry.clicks()).toBe(1);
  });

  it('pressed when the app draws its page under the pointer counts, though its click lands on an ancestor', async () => {
    await arrive('<div class="top-bar"><span class="avatar-menu-button"></span></div>');
    const bar = document.querySelector('.top-bar')!;
    press(document.querySelector('.avatar-menu-button')!, 'pointerdown');

    // The app draws its button in the stand-in's place, within the bar drawn before it (hydrated).
    bar.innerHTML = '<button class="avatar-menu-button"></button>';
    const menuButton = bar.querySelector('button')!;
    let clicks = 0;
    menuButton.addEventListener('click', () => (clicks += 1));
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(menuButton);
    expect(click(bar)).toBe(false);
    takeOverTaps();
    expect(clicks).toBe(1);
  });

  it('pressed when the app draws its page under the pointer counts once released, though its click is lost', async () => {
    vi.useFakeTimers();
    try {
      await arrive('<div class="top-bar"><span class="avatar-menu-button"></span></div>');
      press(document.querySelector('.avatar-menu-button')!, 'pointerdown');
      takeOverTaps();

      const menuButton = control('<div class="top-bar"><button class="avatar-menu-button"></button></div>');
      vi.spyOn(document, 'elementFromPoint').mockReturnValue(menuButton.element);
      expect(menuButton.clicks()).toBe(0);
      // The browser drops the click of a press whose element is gone.
      press(menuButton.element, 'pointerup');
      vi.runAllTimers();
      expect(menuButton.clicks()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the signed-in mark, before the first paint', () => {
  afterEach(() => {
    takeOverTaps();
    localStorage.clear();
  });

  it('marks the page signed in while a session is stored, and not otherwise', async () => {
    localStorage.setItem('token', 'a-token');
    await arrive('<main></main>');
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
    takeOverTaps();
    localStorage.removeItem('token');
    await arrive('<main></main>');
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
  });
});

