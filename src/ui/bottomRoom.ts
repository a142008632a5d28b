import { useLayoutEffect, type RefObject } from 'react';

/**
 * Room under the page's last line for what is fixed to the bottom of the screen (the cookie
 * banner, the sticky call-to-action bar), so nothing is ever hidden under them: the body's
 * padding and the scroll padding that focus scrolls respect (WCAG 2.4.11). Both bars sit at the
 * bottom edge, one over the other, so the room is the tallest of them; each owner gives its room
 * back alone. Two owners writing the body's padding in turn once left a 294 px empty band behind
 * (each restored what it had found, the other's room).
 *
 * The padding is set on <html> and <body> themselves, not as a custom property they read: a
 * custom property set on the root is inherited by every element, and changing it restyled the
 * whole page in one task (9–19 ms on the home page).
 */
const rooms = new Map<object, number>();

function apply() {
  const px = Math.max(0, ...rooms.values());
  const html = document.documentElement.style;
  const body = document.body.style;
  if (px > 0) {
    html.scrollPaddingBottom = `${px}px`;
    body.paddingBottom = `${px}px`;
  } else {
    html.removeProperty('scroll-padding-bottom');
    body.removeProperty('padding-bottom');
  }
}

/** Reserves `px` for `owner` (replacing its earlier room); 0 or less gives it back. */
export function reserveBottom(owner: object, px: number) {
  if (px > 0) rooms.set(owner, px);
  else rooms.delete(owner);
  apply();
}

/**
 * While `active`, the element's height is kept free at the bottom of the page, and follows it as
 * it changes. A layout effect: the room comes and goes in the same commit as the element, never a
 * frame later (a passive effect let the page be scrolled to an end without it).
 */
export function useBottomRoom(ref: RefObject<HTMLElement | null>, active = true) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const owner = {};
    const measure = () => reserveBottom(owner, el.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      reserveBottom(owner, 0);
    };
  }, [ref, active]);
}
