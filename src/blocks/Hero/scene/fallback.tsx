import { Backdrop } from '../Backdrop';
import type { HeroVisualName } from '../visuals';

/**
 * What the prerender emits and what reduced-motion, data-saving and offline visitors keep: the
 * hero's drawing, which already fills the hero, so the scene appearing later shifts nothing.
 */
export function SceneFallback({ visual }: { visual: HeroVisualName }) {
  return (
    <div className="absolute inset-0" data-scene-fallback>
      <Backdrop visual={visual} />
    </div>
  );
}
