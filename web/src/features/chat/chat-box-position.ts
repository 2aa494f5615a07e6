export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The gap kept between the chat box and the window's edges. */
export const EDGE_GAP = 8;

/** Narrow screens get a fixed bottom panel instead of a draggable box. */
export const NARROW_QUERY = '(max-width: 640px)';

function clampAxis(value: number, box: number, room: number, gap: number): number {
  const max = room - box - gap;
  // A box larger than the window keeps its top-left corner (and title bar) on screen.
  if (max < gap) return gap;
  return Math.min(Math.max(value, gap), max);
}

/** `position` moved just enough that the whole box stays inside the window. */
export function clampPosition(position: Point, box: Size, viewport: Size, gap = EDGE_GAP): Point {
  return {
    x: clampAxis(position.x, box.width, viewport.width, gap),
    y: clampAxis(position.y, box.height, viewport.height, gap),
  };
}

/** Where a newly opened box sits: the bottom-right corner, like a messenger window. */
export function initialPosition(box: Size, viewport: Size, gap = 16): Point {
  return clampPosition({ x: viewport.width - box.width - gap, y: viewport.height - box.height - gap }, box, viewport);
}

/** The box's position while its title bar is dragged from `pointerStart` to `pointerNow`. */
export function dragPosition(boxStart: Point, pointerStart: Point, pointerNow: Point, box: Size, viewport: Size): Point {
  return clampPosition(
    { x: boxStart.x + pointerNow.x - pointerStart.x, y: boxStart.y + pointerNow.y - pointerStart.y },
    box,
    viewport,
  );
}

/** How far one arrow key press moves the box, and with Shift held. */
export const KEY_STEP = 16;
export const BIG_KEY_STEP = 64;

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key on the box's move handle puts it (null for any other key), kept on screen. */
export function keyboardPosition(position: Point, key: string, bigStep: boolean, box: Size, viewport: Size): Point | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = bigStep ? BIG_KEY_STEP : KEY_STEP;
  return clampPosition({ x: position.x + direction.x * step, y: position.y + direction.y * step }, box, viewport);
}
