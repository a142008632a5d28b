import type { FeatureGridItem } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useFigure } from '../../i18n/useFigure';
import { TEXT_KEY } from '../../engine/textKey';

// A meta fact is a text key ("vision-2030:initiatives.x.location"), a name shown as written
// ("AWS", "2024"; names cannot contain a colon, the schema's `name` def, so a key is a key), or a
// span of time as numbers ({ from: 30, to: 60, unit: 'minute' }), which useText writes too.

/** Small facts under the card's title: a place, a duration, an issuer, a year. */
export function CardMeta({ meta }: { meta: NonNullable<FeatureGridItem['meta']> }) {
  const text = useText();
  return (
    <ul data-card-meta className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {meta.map((fact, i) => (
        <li key={i} className="inline-flex items-center gap-1.5">
          {fact.icon && <SpriteIcon name={fact.icon} className="size-4 shrink-0 text-accent" />}
          <span>
            {typeof fact.text !== 'string' || TEXT_KEY.test(fact.text)
              ? text(fact.text)
              : fact.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list: deliverables, features, details. */
export function CardPoints({ points }: { points: NonNullable<FeatureGridItem['points']> }) {
  const text = useText();
  return (
    <ul data-card-points className="mt-4 space-y-2 text-sm">
      {points.map((point) => (
        <li key={point} className="flex gap-2">
          <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{text(point)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Figure + label pairs ("40% faster"). Figures read left to right in every language. */
export function CardMetrics({ metrics }: { metrics: NonNullable<FeatureGridItem['metrics']> }) {
  const figure = useFigure();
  const text = useText();
  return (
    <ul data-card-metrics className="mt-4 grid grid-cols-2 gap-3">
      {metrics.map((metric) => (
        <li key={metric.label} className="rounded-xl bg-bg p-3">
          <span className="block text-xl font-bold text-accent">
            <span dir="ltr">{figure(metric.number)}</span>
          </span>
          <span className="block text-xs text-muted">{text(metric.label)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Name chips (technologies, tools): shown as written in every language. */
export function CardTags({ tags }: { tags: NonNullable<FeatureGridItem['tags']> }) {
  return (
    <ul data-card-tags className="mt-4 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium"
          dir="auto"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The card's top row: its number in a numbered grid, its badge ("New", "Popular"). */
export function CardTop({
  number,
  badge,
}: {
  number: string | undefined;
  badge: FeatureGridItem['badge'];
}) {
  const text = useText();
  return (
    <div className="mb-3 flex items-start justify-between gap-3">
      {number && (
        // The list is an <ol>, which already tells screen readers the position.
        <span
          aria-hidden="true"
          data-card-number
          className="text-3xl font-bold text-accent tabular-nums"
          dir="ltr"
        >
          {number}
        </span>
      )}
      {badge && (
        <span
          data-card-badge
          className="ms-auto rounded-full border border-accent/40 bg-bg px-2.5 py-0.5 text-xs font-semibold text-accent"
        >
          {text(badge)}
        </span>
      )}
    </div>
  );
}

/** A headline figure and what it counts. */
export function CardFigure({
  figure: value,
  label,
}: {
  figure: NonNullable<FeatureGridItem['figure']>;
  label: FeatureGridItem['figureLabel'];
}) {
  const text = useText();
  const figure = useFigure();
  return (
    <p data-card-figure className="mt-4 flex items-baseline gap-2">
      <span className="text-3xl font-bold text-accent" dir="ltr">
        {figure(value)}
      </span>
      {label && <span className="text-sm text-muted">{text(label)}</span>}
    </p>
  );
}
