import type { FeatureIcon } from '../generated/schema-types';
import type { ChromeIcon } from './icons';

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
  return (
    <svg
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
