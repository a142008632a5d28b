import type { Hero as HeroBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { Backdrop } from './Backdrop';
import { HeroScene } from './scene';
import { ActionRow } from '../../ui/ActionRow';

const sizes: Record<NonNullable<HeroBlock['size']>, string> = {
  small: 'text-3xl sm:text-4xl',
  medium: 'text-4xl sm:text-5xl',
  large: 'text-4xl sm:text-6xl',
  xl: 'text-5xl sm:text-7xl',
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
  return (
    <section
      className={cn(
        'relative isolate flex items-center overflow-hidden py-16',
        heights[block.height ?? 'full'],
      )}
    >
      {block.scene !== false ? (
        <HeroScene visual={block.visual ?? 'network'} />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <Backdrop visual={block.visual ?? 'network'} />
        </div>
      )}
      <div className="relative mx-auto w-full max-w-5xl px-4 text-center sm:px-6">
        {block.showPageName !== false && (
          <p className="mb-4 text-sm font-semibold tracking-widest text-accent uppercase">
            {pageName}
          </p>
        )}
        <h1 className={cn('font-bold tracking-tight text-balance', sizes[block.size ?? 'large'])}>
          {text(block.title)}
        </h1>
        {block.subtitle && (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">
            {text(block.subtitle)}
          </p>
        )}
        <ActionRow actions={block.actions} className="mt-8 justify-center" ranks={[]} />
      </div>
    </section>
  );
}
