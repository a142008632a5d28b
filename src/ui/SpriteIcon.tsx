import type { FeatureIcon } from '../generated/schema-types';

/**
 * An icon from public/icons.svg (generated from the Lucide icons page data may name). Drawing
 * from the sprite costs no JavaScript, so icon-heavy blocks stay within the JS budget.
 */
export function SpriteIcon({ name, className }: { name: FeatureIcon; className?: string }) {
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
