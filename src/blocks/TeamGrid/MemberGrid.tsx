import { cn } from '../../ui/cn';
import type { ShownMember } from './members';
import { Avatar } from '../../ui/Avatar';
import { MemberDetails } from './MemberDetails';

/**
 * One card per person: one column on phones, two on tablets, then three on wide screens — or
 * four when the team is a multiple of four, so a team of four fills one row instead of 3 + 1.
 */
export function MemberGrid({ members, heading }: { members: ShownMember[]; heading: 'h2' | 'h3' }) {
  const Heading = heading;
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        members.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
      data-view="grid"
    >
      {members.map((member, i) => (
        <li
          // Position first: two items may carry the same id while an editor writes them.
          key={`${i}:${member.id}`}
          data-member={member.id}
          className="rounded-2xl border border-border bg-surface p-6 text-start"
        >
          <div className="mb-4 flex items-center gap-4">
            <Avatar
              name={member.name}
              photo={member.photo}
              alt={member.photoAlt}
              className="size-14 text-lg"
            />
            <Heading className="text-lg font-semibold">{member.name}</Heading>
          </div>
          <MemberDetails member={member} />
        </li>
      ))}
    </ul>
  );
}
