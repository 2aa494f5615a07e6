import { describe, expect, it } from 'vitest';
import { BIG_KEY_STEP, clampPosition, dragPosition, EDGE_GAP, initialPosition, KEY_STEP, keyboardPosition } from './chat-box-position';

const box = { width: 384, height: 512 };
const viewport = { width: 1280, height: 800 };

describe('clampPosition', () => {
  it('leaves a position inside the window as it is', () => {
    expect(clampPosition({ x: 100, y: 120 }, box, viewport)).toEqual({ x: 100, y: 120 });
  });

  it('keeps the whole box on screen past every edge', () => {
    expect(clampPosition({ x: -50, y: -10 }, box, viewport)).toEqual({ x: EDGE_GAP, y: EDGE_GAP });
    expect(clampPosition({ x: 5000, y: 5000 }, box, viewport)).toEqual({
      x: viewport.width - box.width - EDGE_GAP,
      y: viewport.height - box.height - EDGE_GAP,
    });
  });

  it('pins a box bigger than the window to its top-left corner, title bar visible', () => {
    expect(clampPosition({ x: 300, y: 300 }, box, { width: 300, height: 400 })).toEqual({ x: EDGE_GAP, y: EDGE_GAP });
  });
});

describe('initialPosition', () => {
  it('opens in the bottom-right corner', () => {
    expect(initialPosition(box, viewport)).toEqual({ x: 1280 - 384 - 16, y: 800 - 512 - 16 });
  });
});

describe('dragPosition', () => {
  it('follows the pointer from where the drag started', () => {
    expect(dragPosition({ x: 200, y: 100 }, { x: 250, y: 120 }, { x: 150, y: 200 }, box, viewport)).toEqual({ x: 100, y: 180 });
  });

  it('stops at the window edge however far the pointer goes', () => {
    expect(dragPosition({ x: 200, y: 100 }, { x: 250, y: 120 }, { x: -900, y: -900 }, box, viewport)).toEqual({ x: EDGE_GAP, y: EDGE_GAP });
  });
});

describe('keyboardPosition', () => {
  const start = { x: 400, y: 200 };

  it('moves the box one step per arrow key, and further with Shift', () => {
    expect(keyboardPosition(start, 'ArrowLeft', false, box, viewport)).toEqual({ x: 400 - KEY_STEP, y: 200 });
    expect(keyboardPosition(start, 'ArrowRight', false, box, viewport)).toEqual({ x: 400 + KEY_STEP, y: 200 });
    expect(keyboardPosition(start, 'ArrowUp', true, box, viewport)).toEqual({ x: 400, y: 200 - BIG_KEY_STEP });
    expect(keyboardPosition(start, 'ArrowDown', true, box, viewport)).toEqual({ x: 400, y: 200 + BIG_KEY_STEP });
  });

  it('stops at the edges of the window', () => {
    expect(keyboardPosition({ x: EDGE_GAP, y: EDGE_GAP }, 'ArrowUp', true, box, viewport)).toEqual({ x: EDGE_GAP, y: EDGE_GAP });
    expect(keyboardPosition({ x: EDGE_GAP + 4, y: 100 }, 'ArrowLeft', false, box, viewport)).toEqual({ x: EDGE_GAP, y: 100 });
  });

  it('ignores keys that are not arrows', () => {
    expect(keyboardPosition(start, 'Enter', false, box, viewport)).toBeNull();
    expect(keyboardPosition(start, 'a', true, box, viewport)).toBeNull();
  });
});
