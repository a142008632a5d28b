import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the bars should be drawn empty, waiting to grow. Prerender and reduced-motion visitors
 * get the bars at full width and keep them (no JavaScript needed to read them). When motion is
 * allowed, a list still below the fold at hydration empties and grows once it scrolls into view;
 * a list already on screen is left alone, so nothing visible ever shrinks.
 */
export function useGrowOnView(ref: RefObject<HTMLElement | null>): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting);
      if (first) {
        first = false;
        if (visible) observer.disconnect();
        else setWaiting(true);
      } else if (visible) {
        setWaiting(false);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return waiting;
}
