import { cn } from '../../ui/cn';
import { initials } from './initials';

/** Initials in a circle; decorative, since the name is always written beside it. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
