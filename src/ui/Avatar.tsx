import { cn } from './cn';
import { Portrait } from './Portrait';
import { initials } from './initials';

/**
 * A person of the team: their photo, described by `alt` (empty where their name is said beside it
 * anyway), or their initials. The one portrait of a team member wherever they are named (the team
 * grid, careers quotes).
 */
export function Avatar({
  name,
  photo,
  alt = '',
  className,
}: {
  name: string;
  photo?: string;
  alt?: string;
  className?: string;
}) {
  return (
    <Portrait
      letters={initials(name)}
      photo={photo}
      alt={alt}
      imageClassName={cn('shrink-0 rounded-full object-cover', className)}
      lettersClassName={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg',
        className,
      )}
    />
  );
}
