import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import site from '../../../site.json';
import type { ShownMember } from './members';
import { cn } from '../../ui/cn';
import { Avatar } from '../../ui/Avatar';
import { MemberDetails } from './MemberDetails';

// Distance of the avatars from the centre, in % of the stage's width (the ring sits there too:
// inset 50 − RADIUS). At 38, four people put the names beside the ring 6 px from a 360 px
// screen's edge.
export const RADIUS = 34;

/** Where the i-th of n avatars sits: evenly round the circle, the first at the top. */
export function orbitPosition(i: number, n: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { x: round(RADIUS * Math.cos(angle)), y: round(RADIUS * Math.sin(angle)) };
}

/**
 * The avatars round the company. Each is a button named after the person: clicking it or
 * reaching it with Tab selects it, and the panel beside the orbit shows that person's role and
 * bio. Positions are percentages of the square stage, so the circle scales with its box; they
 * are physical (left/top), the same circle in both reading directions. Container units (cqi) in
 * the inline transform were not recomputed when the screen narrowed under reduced motion, and the
 * names ran past a 360 px screen.
 */
export function Orbit({ members, heading }: { members: ShownMember[]; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [selected, setSelected] = useState(0);
  const member = members[selected] ?? members[0];
  const Heading = heading;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2" data-view="orbit">
      <div className="relative mx-auto aspect-square w-full max-w-md">
        <div
          aria-hidden="true"
          className="absolute inset-[16%] rounded-full border-2 border-dashed border-border"
        />
        <p className="absolute inset-0 m-auto flex size-24 items-center justify-center rounded-full border border-border bg-surface p-2 text-center text-sm font-bold sm:size-28">
          {site.name}
        </p>
        <ul aria-label={t('teamGrid.orbitLabel')}>
          {members.map((m, i) => {
            const { x, y } = orbitPosition(i, members.length);
            const active = i === selected;
            return (
              <li
                key={`${i}:${m.id}`}
                data-member={m.id}
                className="absolute size-fit -translate-1/2"
                style={{ left: `${50 + x}%`, top: `${50 + y}%` }}
              >
                <button
                  type="button"
                  aria-pressed={active}
                  aria-controls={panelId}
                  onClick={() => setSelected(i)}
                  onFocus={() => setSelected(i)}
                  className={cn(
                    'rounded-full p-1 transition-transform focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                    active ? 'scale-110 bg-accent/30' : 'hover:scale-105',
                  )}
                >
                  {/* The button is named by the person's name: the photo adds nothing to say. */}
                  <Avatar name={m.name} photo={m.photo} className="size-14 text-lg sm:size-16" />
                  <span className="sr-only">{m.name}</span>
                </button>
                <span
                  aria-hidden="true"
                  className="absolute inset-x-[-1.25rem] top-full text-center text-xs font-medium"
                >
                  {m.name.split(/\s+/)[0]}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {member && (
        <div
          id={panelId}
          aria-live="polite"
          data-member-details={member.id}
          className="rounded-2xl border border-border bg-surface p-6 text-start"
        >
          <Heading className="text-xl font-semibold">{member.name}</Heading>
          <div className="mt-1">
            <MemberDetails member={member} />
          </div>
        </div>
      )}
    </div>
  );
}
