import { useId } from 'react';
import type { QuoteGrid as QuoteGridBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SectionHeading } from '../../ui/SectionHeading';

/** "Salma Idrissi" → "SI": a stand-in portrait that needs no image. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    // An Arabic family name's article is no initial: "يوسف العمراني" → "يع".
    .map((w) =>
      w
        .replace(/^ال(?=.)/, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');

/** Short quotes by people with their name and role (staff quotes on the careers page). */
export default function QuoteGrid({ block }: { block: QuoteGridBlock }) {
  const text = useText();
  const titleId = useId();
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {block.items.map((item) => {
            // A text key ("careers:life.names.q1": names never hold a colon) where a language
            // writes the name in its own script.
            const name = item.name.includes(':') ? text(item.name) : item.name;
            return (
              <li key={item.name}>
                <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6">
                  <blockquote className="flex-1 border-s-4 border-accent ps-4 leading-relaxed text-pretty">
                    <p>{text(item.quote)}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-fg"
                    >
                      {initials(name)}
                    </span>
                    <span>
                      <span className="block font-semibold">{name}</span>
                      <span className="block text-sm text-muted">{text(item.role)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
