import type { FeatureIcon } from '../generated/schema-types';
import type { ChromeIcon } from './icons';

/** The id of an icon's <symbol> inlined in a prerendered page (scripts/lib/inlineIcons.ts). */
export const inlineIconId = (name: string) => `icon-${name}`;

/**
 * Where an icon's drawing is: the page's own inline symbol when the prerender put one there, or
 * else public/icons.svg. A prerendered page carries the symbols its HTML draws, so its first paint
 * fetches no sprite (a request Lighthouse's simulation counted before the LCP); the
 * render that hydrates it finds the same symbols and writes the same address. A page reached by a
 * client-side navigation may draw icons the first page lacked: those come from the file.
 */
function iconHref(name: string): string {
  const inline =
    typeof document !== 'undefined' &&
    document.getElementById(inlineIconId(name))?.tagName.toLowerCase() === 'symbol';
  return inline ? `#${inlineIconId(name)}` : `/icons.svg#${name}`;
}

/**
 * An icon from public/icons.svg (generated from the Lucide icons page data may name). Drawing
 * from the sprite costs no JavaScript, so icon-heavy blocks stay within the JS budget.
 */
export function SpriteIcon({
  name,
  className,
}: {
  name: FeatureIcon | ChromeIcon;
  className?: string;
}) {
  // The strokes (Lucide's: no fill, 2 wide, round ends) come from the stylesheet's `.icon` rule,
  // at the precedence these attributes had (below every utility class): as five attributes they
  // were written out on each of a page's icons (78 on /solutions).
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={iconHref(name)} />
    </svg>
  );
}
