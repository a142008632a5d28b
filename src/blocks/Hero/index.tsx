import type { CSSProperties } from 'react';
import type { Hero as HeroBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { Backdrop } from './Backdrop';
import { HeroScene } from './scene';
import { ActionRow } from '../../ui/ActionRow';
import { headlineLength } from './headline';

// The largest the headline may be (phone, then wider screens); .hero-title in styles.css sets the
// size below it that the headline's own length allows.
const sizes: Record<NonNullable<HeroBlock['size']>, string> = {
  small: '[--hero-max:1.875rem] sm:[--hero-max:2.25rem]',
  medium: '[--hero-max:2rem] sm:[--hero-max:3rem]',
  large: '[--hero-max:2rem] sm:[--hero-max:3.75rem]',
  xl: '[--hero-max:3rem] sm:[--hero-max:4.5rem]',
};

// Heroes are 50vh ("full") or 30vh tall (docs/site/shell.md#page-hero).
const heights: Record<NonNullable<HeroBlock['height']>, string> = {
  full: 'min-h-[50vh]',
  '30vh': 'min-h-[30vh]',
};

export default function Hero({ block }: { block: HeroBlock }) {
  const text = useText();
  const pageName = block.page ? text(block.page) : '';
  // A hero without a page name renders nothing (docs/site/shell.md#page-hero).
  if (!pageName) return null;
  const title = text(block.title);
  return (
    <section
      className={cn('hero relative isolate flex overflow-hidden', heights[block.height ?? 'full'])}
    >
      {block.scene !== false ? (
        <HeroScene visual={block.visual ?? 'network'} />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <Backdrop visual={block.visual ?? 'network'} />
        </div>
      )}
      <div className="@container relative mx-auto flex w-full max-w-(--hero-column) flex-col justify-center px-4 text-center sm:px-6">
        {block.showPageName !== false && (
          <p className="mb-3 text-sm font-semibold tracking-widest text-accent uppercase sm:mb-4">
            {pageName}
          </p>
        )}
        <h1
          className={cn(
            'hero-title font-bold tracking-tight text-balance',
            sizes[block.size ?? 'large'],
          )}
          style={{ '--hero-chars': headlineLength(title) } as CSSProperties}
        >
          {title}
        </h1>
        {block.subtitle && (
          <p className="mx-auto mt-3 max-w-2xl text-[0.9375rem] text-pretty text-muted sm:mt-6 sm:text-lg">
            {text(block.subtitle)}
          </p>
        )}
        <ActionRow actions={block.actions} className="mt-4 justify-center sm:mt-8" ranks={[]} />
      </div>
    </section>
  );
}
