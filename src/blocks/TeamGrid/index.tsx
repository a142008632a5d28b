import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TeamGrid as TeamGridBlock } from '../../generated/schema-types';
import { selectEntries } from '../../content/collections';
import { useContent } from '../../content/useContent';
import { useText } from '../../i18n/useText';
import { isTeamView, toShownMember, type ShownMember } from './members';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';
import { MemberGrid } from './MemberGrid';
import { Orbit } from './Orbit';
import { ActionRow } from '../../ui/ActionRow';

type View = 'grid' | 'orbit';

/**
 * The people a block shows, with their words in the page's language: those it picks from the
 * team collection (embedded in the prerendered page), then those it lists itself, from their
 * keys. Every item is shown on its own: one without a name, or an id the collection lacks, is
 * left out and the others stay (the editor's canvas shows lists while they are being written).
 */
function useMembers(block: TeamGridBlock): ShownMember[] {
  const text = useText();
  const team = useContent(block.from ?? null, isTeamView);
  const picked =
    block.from && team.status === 'loaded'
      ? selectEntries(team.data.items as Record<string, unknown>[], block.select)
      : [];
  const written: unknown[] = Array.isArray(block.members) ? block.members : [];
  const say = (key: unknown) => (typeof key === 'string' && key ? text(key) : undefined);
  const members = [
    ...picked.map((m, i) => toShownMember(m, `member-${i}`)),
    ...written.map((m, i) => {
      const own = Object(m) as Record<string, unknown>;
      return toShownMember(
        {
          id: own.id,
          name: own.name,
          role: say(own.role),
          experience: say(own.experience),
          bio: say(own.bio),
          expertise: Array.isArray(own.expertise) ? own.expertise.map(say) : undefined,
          certifications: own.certifications,
        },
        `member-${picked.length + i}`,
      );
    }),
  ];
  return members.filter((m): m is ShownMember => m !== null);
}

/**
 * The team (docs/site/about.md#team): cards with initials as avatars, or, with views
 * "gridAndOrbit", a Grid / Orbit toggle (two buttons with aria-pressed). Join-us buttons below.
 */
export default function TeamGrid({ block }: { block: TeamGridBlock }) {
  const { t } = useTranslation();
  const members = useMembers(block);
  const titleId = useId();
  const [view, setView] = useState<View>('grid');
  const toggle = block.views === 'gridAndOrbit';
  const shown: View = toggle ? view : 'grid';
  // Names are headings one level under the section's heading, or take its place.
  const heading = block.title ? 'h3' : 'h2';
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        {toggle && (
          <div className="mt-8 flex justify-center">
            <div
              role="group"
              aria-label={t('teamGrid.view')}
              className="inline-flex gap-1 rounded-full border border-border bg-surface p-1"
            >
              {(['grid', 'orbit'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={shown === v}
                  onClick={() => setView(v)}
                  className={cn(
                    'min-h-11 rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                    shown === v ? 'bg-accent text-accent-fg' : 'text-fg hover:text-accent',
                  )}
                >
                  {v === 'grid' ? t('teamGrid.grid') : t('teamGrid.orbit')}
                </button>
              ))}
            </div>
          </div>
        )}
        <div className={cn(block.title || block.subtitle || toggle ? 'mt-10' : undefined)}>
          {shown === 'orbit' ? (
            <Orbit members={members} heading={heading} />
          ) : (
            <MemberGrid members={members} heading={heading} />
          )}
        </div>
        <ActionRow actions={block.actions} className="mt-12 justify-center" ranks={[]} />
      </div>
    </section>
  );
}
