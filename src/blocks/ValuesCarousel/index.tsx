import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { ValuesCarousel as ValuesCarouselBlock } from '../../generated/schema-types';
import { direction } from '../../i18n/languages';
import { useText } from '../../i18n/useText';
import { SectionHeading } from '../../ui/SectionHeading';
import { useAutoplay } from './useAutoplay';
import { useTrack } from './useTrack';
import { ValueCard } from './ValueCard';
import { SpriteIcon } from '../../ui/SpriteIcon';

const control =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-border bg-surface text-sm font-medium hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * The company's values scrolling by themselves (docs/site/about.md#values-carousel). Drag with a
 * mouse or a finger, step with the arrow keys (the strip is focusable) or the previous/next
 * buttons; auto-scroll resumes `resumeDelayMs` after letting go. The pause button stops it (WCAG
 * 2.2.2) and reduced motion keeps it still. The cards are drawn twice for a seamless loop; the copy
 * is hidden from assistive technology and from the keyboard.
 */
export default function ValuesCarousel({ block }: { block: ValuesCarouselBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const rtl = direction(useLanguage()) === 'rtl';
  const titleId = useId();
  const hintId = useId();
  const autoplay = useAutoplay(block.resumeDelayMs ?? 1000);
  const { viewport, track, step, onScreen, handlers } = useTrack({
    count: block.values.length,
    rtl,
    speed: block.speed ?? 40,
    autoplay,
  });

  // Arrow keys follow the screen: the right arrow shows what is to the right in either direction.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    step((e.key === 'ArrowRight') !== rtl ? 1 : -1);
  };

  return (
    <section
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : text(block.label)}
      data-autoplay={autoplay.state}
      // Auto-scroll only runs on screen; tooling can tell when it may.
      data-on-screen={onScreen}
      className="py-16"
    >
      <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} className="px-4" />
      <Controls step={step} autoplay={autoplay} />
      <p id={hintId} className="sr-only">
        {t('valuesCarousel.hint')}
      </p>
      <div
        ref={viewport}
        role="group"
        aria-roledescription={t('valuesCarousel.carousel')}
        aria-label={text(block.label)}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...handlers}
        className="mx-auto mt-8 max-w-6xl cursor-grab touch-pan-y select-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent active:cursor-grabbing sm:rounded-2xl"
      >
        {/* The edges fade out; the mask sits inside so it cannot hide the focus outline. */}
        <div className="overflow-hidden px-8 py-2 [mask-image:linear-gradient(90deg,transparent,#000_2rem,#000_calc(100%-2rem),transparent)]">
          <div ref={track} data-values-track className="flex w-max gap-6 will-change-transform">
            <ul className="flex gap-6">
              {block.values.map((value) => (
                <ValueCard key={value.id} value={value} />
              ))}
            </ul>
            <ul className="flex gap-6" aria-hidden="true" inert>
              {block.values.map((value) => (
                <ValueCard key={value.id} value={value} />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Previous, pause or play, next: the carousel's buttons above the strip. */
function Controls({
  step,
  autoplay,
}: {
  step: (dir: 1 | -1) => void;
  autoplay: ReturnType<typeof useAutoplay>;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex justify-center gap-3 px-4">
      <button
        type="button"
        className={control}
        onClick={() => step(-1)}
        aria-label={t('valuesCarousel.previous')}
      >
        <SpriteIcon name="chevron-left" className="rtl-flip size-5" />
      </button>
      <button type="button" className={`${control} px-5`} onClick={autoplay.toggle}>
        <SpriteIcon name={autoplay.playing ? 'pause' : 'play'} className="size-4" />
        {autoplay.playing ? t('valuesCarousel.pause') : t('valuesCarousel.play')}
      </button>
      <button
        type="button"
        className={control}
        onClick={() => step(1)}
        aria-label={t('valuesCarousel.next')}
      >
        <SpriteIcon name="chevron-right" className="rtl-flip size-5" />
      </button>
    </div>
  );
}
