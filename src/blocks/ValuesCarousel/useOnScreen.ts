import { useEffect, useState, type RefObject } from 'react';

/** Whether `element` is on screen (true until the browser says otherwise, and without observer). */
export function useOnScreen(element: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const el = element.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    io.observe(el);
    return () => io.disconnect();
  }, [element]);
  return visible;
}
