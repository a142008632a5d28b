import type { ReactNode } from 'react';
import { formatLongDate } from '../../content/dates';
import type { FeatureIcon } from '../../generated/schema-types';
import { useLanguage } from '../../i18n/LanguageContext';
import { useFigure } from '../../i18n/useFigure';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { W, type Testimonial } from './testimonials';

/** The project's facts: its type, duration, value and date, each with its icon. */
export function ProjectFacts({ item, Heading }: { item: Testimonial; Heading: 'h2' | 'h3' }) {
  const text = useText();
  const lang = useLanguage();
  const figure = useFigure();
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
    <section className="mt-6">
      <Heading className="font-semibold">{text(W.story('project'))}</Heading>
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
  );
}
