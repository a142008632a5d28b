import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVE_BAND, pickActive } from './activeSection';

/** How long a click's choice wins over the observer if the browser never reports the scroll end. */
const CLICK_HOLD_MS = 1500;

/**
 * The id of the section being read, followed with an IntersectionObserver. After a click in the
 * table of contents the clicked section stays highlighted until the scroll ends: on the way the
 * band crosses other sections, and the last short sections can never reach it.
 */
export function useActiveSection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  const held = useRef(false);
  const key = ids.join(' ');

  useEffect(() => {
    const order = key.split(' ');
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) inBand.add(e.target.id);
          else inBand.delete(e.target.id);
        }
        if (!held.current) setActive((prev) => pickActive(order, inBand, prev));
      },
      { rootMargin: ACTIVE_BAND },
    );
    for (const id of order) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);

  const choose = useCallback((id: string) => {
    setActive(id);
    held.current = true;
    const release = () => {
      held.current = false;
      clearTimeout(timer);
      window.removeEventListener('scrollend', release);
    };
    window.addEventListener('scrollend', release);
    // Declared after release, which only runs later, once the timer exists.
    const timer = setTimeout(release, CLICK_HOLD_MS);
  }, []);

  return [active, choose];
}
