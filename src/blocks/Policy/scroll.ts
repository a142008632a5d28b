/** Smooth scrolling, except for visitors who asked for reduced motion (then it jumps). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

/**
 * Scrolls to a section, moves keyboard focus there (without a second scroll) and puts its id in
 * the address, keeping the router's history state so Back still works.
 */
export function goToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
