import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { AutoplayState } from './useAutoplay';

const mod = (v: number, m: number) => ((v % m) + m) % m;

/**
 * Moves the track, which holds the cards twice: `offset` runs from 0 to one copy's width
 * (`span`), then wraps, so the loop is seamless. The offset counts along the reading direction,
 * so right-to-left pages move the other way with the same code. The track is moved with a
 * transform written straight to the element: no React render per frame.
 */
export function useTrack({
  count,
  rtl,
  speed,
  autoplay,
}: {
  count: number;
  rtl: boolean;
  speed: number;
  autoplay: { state: AutoplayState; grab: () => void; release: () => void };
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const drag = useRef<{ pointer: number; startX: number; from: number } | null>(null);
  const [visible, setVisible] = useState(true);
  const { state, grab, release } = autoplay;

  // One copy's width including the gap before the second copy.
  const span = () => {
    const [first, second] = Array.from(track.current?.children ?? []) as HTMLElement[];
    return first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
  };
  const paint = useCallback(
    (animate = false) => {
      const el = track.current;
      if (!el) return;
      el.style.transition = animate ? 'transform 300ms ease-out' : '';
      el.style.transform = `translate3d(${rtl ? offset.current : -offset.current}px, 0, 0)`;
    },
    [rtl],
  );
  const moveTo = useCallback(
    (value: number) => {
      const s = span();
      offset.current = s > 0 ? mod(value, s) : 0;
      paint();
    },
    [paint],
  );

  // Auto-scroll, frame by frame, while running and on screen.
  useEffect(() => {
    if (state !== 'running' || !visible) return;
    let last: number | undefined;
    let frame = 0;
    const tick = (now: number) => {
      // A long gap (background tab) must not make the cards jump.
      if (last !== undefined) moveTo(offset.current + (speed * Math.min(now - last, 100)) / 1000);
      last = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state, visible, speed, moveTo]);

  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    io.observe(el);
    return () => io.disconnect();
  }, []);

  /** One card forward (+1) or back (-1) in reading order, snapped to a card's edge. */
  const step = (dir: 1 | -1) => {
    release();
    const s = span();
    if (s <= 0) return;
    const card = s / count;
    let from = offset.current;
    let to =
      dir > 0
        ? (Math.floor(from / card + 0.01) + 1) * card
        : (Math.ceil(from / card - 0.01) - 1) * card;
    // Shift both ends by a whole copy when the move crosses the seam, so it animates the short way.
    if (to < 0) [from, to] = [from + s, to + s];
    else if (to > s) [from, to] = [from - s, to - s];
    offset.current = from;
    paint();
    void track.current?.offsetWidth; // commit the jump before animating from it
    offset.current = to;
    paint(true);
  };

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
    viewport,
    track,
    step,
    onScreen: visible,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onLostPointerCapture: onPointerEnd,
    },
  };
}
