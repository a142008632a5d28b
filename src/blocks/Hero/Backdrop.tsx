import { HeroVisual, type HeroVisualName } from './visuals';

/**
 * What stands behind a hero's words when no 3D scene does: a soft brand glow, the page's own
 * drawing (src/blocks/Hero/visuals) and a fade into the page below. Inline SVG and CSS only, so it
 * is in the prerendered HTML, costs no request and is never the largest paint.
 */
export function Backdrop({ visual }: { visual: HeroVisualName }) {
  return (
    <div className="absolute inset-0 overflow-hidden" data-hero-visual={visual}>
      <div className="absolute -top-1/3 start-1/2 h-[120%] w-[120%] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--accent)_22%,transparent),transparent)] rtl:translate-x-1/2" />
      <div className="hero-clear absolute inset-0">
        <HeroVisual name={visual} />
      </div>
      <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent_60%,var(--bg))]" />
    </div>
  );
}
