import { useEffect } from 'react';

/**
 * Names Puck leaves off its own controls (axe: frame-title, select-name): the canvas frame, the
 * zoom choice and the loading spinner. Puck redraws them, so they are named again when the page changes.
 */
const NAMES: [selector: string, attribute: string, value: string][] = [
  ['#preview-frame', 'title', 'Page preview'],
  ['select[class*="ViewportControls-zoomSelect"]', 'aria-label', 'Zoom'],
  // Its loading spinner carries a label, which a plain span may not (aria-prohibited-attr).
  ['span[class*="_Loader"][aria-label]', 'role', 'img'],
];

export function PuckLabels() {
  useEffect(() => {
    const apply = () => {
      for (const [selector, attribute, value] of NAMES)
        for (const el of document.querySelectorAll(selector))
          if (el.getAttribute(attribute) !== value) el.setAttribute(attribute, value);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
