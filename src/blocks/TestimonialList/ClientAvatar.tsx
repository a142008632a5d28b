import { cn } from '../../ui/cn';
import { avatarLetters } from './testimonials';

/** The client's initials in a circle (a placeholder letter for an anonymous client). */
export function ClientAvatar({
  name,
  anonymous,
  className,
}: {
  name: string;
  anonymous: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-avatar
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-base font-bold text-accent-fg',
        className,
      )}
    >
      {avatarLetters(name, anonymous)}
    </span>
  );
}
