import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useDrag } from './useDrag';
import { useOnScreen } from './useOnScreen';
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
  const visible = useOnScreen(viewport);
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

  // Auto-scroll while running and on screen.
  useAutoScroll(state === 'running' && visible, speed, offset, moveTo);

  /** One card forward (+1) or back (-1) in reading order, snapped to a card's edge. */
  const step = (dir: 1 | -1) => {
    release();
    const s = span();
    if (s <= 0) return;
    const { from, to } = stepEnds(offset.current, dir, s, count);
    offset.current = from;
    paint();
    void track.current?.offsetWidth; // commit the jump before animating from it
    offset.current = to;
    paint(true);
  };

  const handlers = useDrag({ offset, rtl, paint, moveTo, grab, release });

  return {
    viewport,
    track,
    step,
    onScreen: visible,
    handlers,
  };
}

/**
 * Where a step of one card starts and ends, from `offset` on a track whose copy is `span` wide:
 * the next card's edge in direction `dir`.
 */
function stepEnds(offset: number, dir: 1 | -1, span: number, count: number) {
  const card = span / count;
  let from = offset;
  let to =
    dir > 0
      ? (Math.floor(from / card + 0.01) + 1) * card
      : (Math.ceil(from / card - 0.01) - 1) * card;
  // Shift both ends by a whole copy when the move crosses the seam, so it animates the short way.
  if (to < 0) [from, to] = [from + span, to + span];
  else if (to > span) [from, to] = [from - span, to - span];
  return { from, to };
}

/** Auto-scroll, frame by frame, while `running`: `speed` pixels a second from where the track is. */
function useAutoScroll(
  running: boolean,
  speed: number,
  offset: RefObject<number>,
  moveTo: (value: number) => void,
) {
  useEffect(() => {
    if (!running) return;
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
  }, [running, speed, offset, moveTo]);
}
