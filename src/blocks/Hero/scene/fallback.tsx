/**
 * What the prerender emits and what reduced-motion, data-saving and offline visitors keep: a
 * static backdrop that already fills the hero, so the scene appearing later shifts nothing.
 */
export function SceneFallback() {
  return (
    <div className="absolute inset-0 overflow-hidden" data-scene-fallback>
      <div className="absolute -top-1/3 start-1/2 h-[120%] w-[120%] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--accent)_28%,transparent),transparent)] rtl:translate-x-1/2" />
      <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent,var(--bg))]" />
    </div>
  );
}
