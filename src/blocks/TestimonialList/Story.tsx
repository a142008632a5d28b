import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { formatLongDate } from '../../content/dates';
import type { FeatureIcon } from '../../generated/schema-types';
import { useFigure } from '../../i18n/useFigure';
import { useText } from '../../i18n/useText';
import { around } from '../../i18n/typography';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { ClientAvatar } from './ClientAvatar';
import { Rating } from './Rating';
import { W, type Testimonial } from './testimonials';
import { Verified } from './Verified';

type SubHeading = 'h2' | 'h3';

function List({
  title,
  items,
  icon,
  Heading,
}: {
  title: string;
  items: string[];
  icon: FeatureIcon;
  Heading: SubHeading;
}) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-2xl border border-border bg-bg p-5">
      <Heading className="font-semibold">{title}</Heading>
      <ul className="mt-3 space-y-2 text-sm leading-relaxed">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <SpriteIcon name={icon} className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The whole story (docs/site/testimonials.md#story-sheet): who, the full testimonial, the project's
 * facts, results, challenges and solutions. The same view fills the bottom sheet (an h2 title) and
 * the detail page (h1).
 */
export function Story({
  item,
  titleId,
  level,
  actions,
}: {
  item: Testimonial;
  titleId: string;
  level: 1 | 2;
  actions: ReactNode;
}) {
  const text = useText();
  const lang = useLanguage();
  const figure = useFigure();
  const anonymous = text(W.story('anonymous'));
  // "Industry: …" for screen readers, the phrase and its spacing as the words write it.
  const labelled = (label: string) =>
    around((value) => text('common:phrase.labelled', { label, value }))[0];
  const Title = level === 1 ? 'h1' : 'h2';
  // One level under the title, so that the outline never skips a level (h1 → h3 on the page).
  const Sub: SubHeading = level === 1 ? 'h2' : 'h3';
  const facts: [FeatureIcon, string, ReactNode][] = [
    ['briefcase', 'projectType', item.projectType],
    ['clock', 'duration', item.projectDuration],
    ['banknote', 'value', figure(item.projectValue)],
    [
      'calendar',
      'date',
      <time key="d" dateTime={item.date} data-story-date>
        {formatLongDate(item.date, lang)}
      </time>,
    ],
  ];
  return (
    <article data-story={item.id}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ClientAvatar
          name={item.clientName}
          anonymous={anonymous}
          photo={item.clientAvatar}
          alt={item.clientAvatarAlt}
          className="size-16 text-lg"
        />
        <div className="min-w-0">
          <Title
            id={titleId}
            className={
              level === 1
                ? 'text-3xl font-bold tracking-tight break-words sm:text-4xl'
                : 'text-2xl font-bold break-words'
            }
          >
            {item.clientCompany || item.clientName || anonymous}
          </Title>
          <p className="mt-1 break-words text-muted">
            <span className="font-semibold text-fg">{item.clientName || anonymous}</span>
            {item.clientTitle && ` · ${item.clientTitle}`}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
            <Rating rating={item.rating} />
            {item.verified && <Verified />}
            <span className="inline-flex items-center gap-1">
              <SpriteIcon name="building" className="size-4" />
              <span className="sr-only">{labelled(text(W.story('industry')))}</span>
              {item.clientIndustry}
            </span>
            {item.clientLocation && (
              <span className="inline-flex items-center gap-1">
                <SpriteIcon name="map-pin" className="size-4" />
                <span className="sr-only">{labelled(text(W.story('location')))}</span>
                {item.clientLocation}
              </span>
            )}
          </div>
        </div>
      </header>

      <section className="mt-6">
        <Sub className="sr-only">{text(W.story('fullStory'))}</Sub>
        <blockquote
          data-full-story
          className="border-s-4 border-accent ps-4 text-lg leading-relaxed text-pretty"
        >
          {item.fullTestimonial}
        </blockquote>
      </section>

      <section className="mt-6">
        <Sub className="font-semibold">{text(W.story('project'))}</Sub>
        <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          {facts.map(([icon, key, value]) => (
            // A <dl>'s groups may hold only <dt> and <dd>: the icon sits in the term, and a
            // subgrid lines the value up under the label.
            <div
              key={key}
              className="grid grid-cols-[1rem_minmax(0,1fr)] gap-x-3 rounded-xl border border-border p-3"
            >
              <dt className="col-span-2 grid grid-cols-subgrid items-start text-muted">
                <SpriteIcon name={icon} className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>{text(W.story(key))}</span>
              </dt>
              <dd className="col-start-2 font-semibold break-words" data-fact={key}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
        <List
          title={text(W.story('results'))}
          items={item.results}
          icon="trending-up"
          Heading={Sub}
        />
        <List
          title={text(W.story('challenges'))}
          items={item.challenges}
          icon="target"
          Heading={Sub}
        />
        <List
          title={text(W.story('solutions'))}
          items={item.solutions}
          icon="lightbulb"
          Heading={Sub}
        />
      </div>

      <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
    </article>
  );
}
