import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clampPosition, dragPosition, initialPosition, keyboardPosition, type Point, type Size } from '../chat-box-position';

const viewport = (): Size => ({ width: document.documentElement.clientWidth, height: window.innerHeight });
const sizeOf = (element: HTMLElement): Size => ({ width: element.offsetWidth, height: element.offsetHeight });

interface Drag {
  pointerId: number;
  boxStart: Point;
  pointerStart: Point;
}

/**
 * Lets `box` be moved by dragging its handle (pointer events: mouse, pen and touch alike) or with
 * the arrow keys on its move button, always kept inside the window, also when the window shrinks. `position` is null until the box has been
 * measured and placed. Disabled (narrow screens), the box is left to its CSS.
 */
export function useDraggable(box: RefObject<HTMLElement | null>, enabled: boolean) {
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<Drag | null>(null);

  useLayoutEffect(() => {
    if (!enabled) return;
    const place = () => {
      const element = box.current;
      if (!element) return;
      const size = sizeOf(element);
      setPosition((current) => (current ? clampPosition(current, size, viewport()) : initialPosition(size, viewport())));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [enabled, box]);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!enabled || !position || event.button !== 0) return;
    // The title bar's buttons (Close) and the name's profile link keep working; the move button drags too.
    if ((event.target as Element).closest('a, button:not([data-move-handle])')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, boxStart: position, pointerStart: { x: event.clientX, y: event.clientY } };
    event.preventDefault();
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    const element = box.current;
    if (!current || current.pointerId !== event.pointerId || !element) return;
    setPosition(
      dragPosition(current.boxStart, current.pointerStart, { x: event.clientX, y: event.clientY }, sizeOf(element), viewport()),
    );
  }

  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const element = box.current;
    if (!enabled || !position || !element) return;
    const next = keyboardPosition(position, event.key, event.shiftKey, sizeOf(element), viewport());
    if (!next) return;
    event.preventDefault();
    setPosition(next);
  }

  return {
    position: enabled ? position : null,
    moveButtonProps: enabled ? { onKeyDown, 'data-move-handle': true } : null,
    handleProps: enabled
      ? { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd }
      : {},
  };
}
