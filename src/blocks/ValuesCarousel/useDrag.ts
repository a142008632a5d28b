import { useRef, type PointerEvent, type RefObject } from 'react';

/**
 * Dragging the track with a pointer: it follows the pointer from where it was grabbed (the other
 * way on a right-to-left page), and autoplay waits while it is held (`grab`, `release`).
 */
export function useDrag({
  offset,
  rtl,
  paint,
  moveTo,
  grab,
  release,
}: {
  offset: RefObject<number>;
  rtl: boolean;
  paint: () => void;
  moveTo: (value: number) => void;
  grab: () => void;
  release: () => void;
}) {
  const drag = useRef<{ pointer: number; startX: number; from: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Keep receiving the moves when the pointer leaves the strip; an event from a script has no
    // live pointer to capture.
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* moves inside the strip still drag */
    }
    drag.current = { pointer: e.pointerId, startX: e.clientX, from: offset.current };
    paint();
    grab();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    const dx = e.clientX - d.startX;
    moveTo(d.from + (rtl ? dx : -dx));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== e.pointerId) return;
    drag.current = null;
    release();
  };
  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onLostPointerCapture: onPointerEnd,
  };
}
