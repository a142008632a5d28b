import { useEffect, type RefObject } from 'react';

/** Closes a menu when the visitor taps or clicks anywhere outside it. */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [ref, close]);
}
