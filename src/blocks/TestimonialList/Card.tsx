import { memo } from 'react';
import { useText } from '../../i18n/useText';
import { useLanguage } from '../../i18n/LanguageContext';
import { quoted } from '../../i18n/typography';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { ClientAvatar } from './ClientAvatar';
import { Rating } from './Rating';
import { cardResults, W, type Testimonial } from './testimonials';
import { Verified } from './Verified';

/**
 * One client card. Its button (the client's name, stretched over the whole card) opens the full
 * story; it is the one control per card, for keyboard and screen-reader users. Memoised: typing
 * in the search box re-renders the list, not the 500 cards a large file may hold.
 */
export const Card = memo(function Card({
  item,
  onOpen,
}: {
  item: Testimonial;
  onOpen: (item: Testimonial) => void;
}) {
  const text = useText();
  const lang = useLanguage();
  const anonymous = text(W.story('anonymous'));
  const { shown, more } = cardResults(item.results);
  return (
    <article
      data-testimonial-card={item.id}
      className="group relative flex h-full flex-col rounded-2xl border border-border bg-surface p-6 transition-colors [contain-intrinsic-size:auto_420px] [content-visibility:auto] focus-within:border-accent hover:border-accent"
    >
      <div className="flex items-start gap-4">
        <ClientAvatar
          name={item.clientName}
          anonymous={anonymous}
          photo={item.clientAvatar}
          alt={item.clientAvatarAlt}
        />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-words">
            <button
              type="button"
              data-open-story={item.id}
              onClick={() => onOpen(item)}
              className="text-start after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-accent focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
            >
              {item.clientName || anonymous}
            </button>
          </h3>
          <p className="text-sm break-words text-muted">
            {item.clientTitle && `${item.clientTitle} · `}
            <span data-company className="font-semibold text-fg">
              {item.clientCompany}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Rating rating={item.rating} />
        {item.verified && <Verified />}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="inline-flex items-center gap-1" data-industry>
          <SpriteIcon name="building" className="size-3.5" />
          {item.clientIndustry}
        </li>
        {item.clientLocation && (
          <li className="inline-flex items-center gap-1">
            <SpriteIcon name="map-pin" className="size-3.5" />
            {item.clientLocation}
          </li>
        )}
      </ul>
      <blockquote className="mt-4 leading-relaxed text-pretty">
        {quoted(item.testimonial, lang)}
      </blockquote>
      <ul className="mt-4 space-y-1.5 text-sm" data-card-results>
        {shown.map((r) => (
          <li key={r} className="flex gap-2">
            <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-emerald-500" />
            <span>{r}</span>
          </li>
        ))}
        {more > 0 && (
          <li data-more-results className="ps-6 text-muted">
            {text(W.list('moreResults'), { count: more })}
          </li>
        )}
      </ul>
      <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-accent">
        {text(W.list('readStory'))} <span className="inline-block rtl:-scale-x-100">→</span>
      </p>
    </article>
  );
});
