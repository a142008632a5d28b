import { useId } from 'react';
import type { QuoteGrid as QuoteGridBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SectionHeading } from '../../ui/SectionHeading';
import { useContent } from '../../content/useContent';
import { isTeamView } from '../TeamGrid/members';
import { speakerOf } from './speakers';
import { Avatar } from '../../ui/Avatar';

/**
 * Short quotes by people with their name and role (staff quotes on the careers page); a person
 * of the team comes from the team collection, embedded in the prerendered page, with their photo
 * when their entry has one.
 */
export default function QuoteGrid({ block }: { block: QuoteGridBlock }) {
  const text = useText();
  const titleId = useId();
  const team = useContent(block.items.some((i) => i.person) ? 'team' : null, isTeamView);
  const members = team.status === 'loaded' ? team.data.items : [];
  const quotes = block.items.flatMap((item) => {
    const speaker = speakerOf(item, members, text);
    return speaker ? [{ item, speaker }] : [];
  });
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {quotes.map(({ item, speaker: { name, role, photo } }) => {
            return (
              <li key={item.quote}>
                <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6">
                  <blockquote className="flex-1 border-s-4 border-accent ps-4 leading-relaxed text-pretty">
                    <p>{text(item.quote)}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    {/* The team's portrait, as on the team page; its name is written beside it. */}
                    <Avatar name={name} photo={photo} className="size-11 font-semibold" />
                    <span>
                      <span className="block font-semibold">{name}</span>
                      <span className="block text-sm text-muted">{role}</span>
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
