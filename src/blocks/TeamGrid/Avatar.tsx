import { useState } from 'react';
import { cn } from '../../ui/cn';
import { SafeImage } from '../../ui/SafeImage';
import { initials } from './initials';

/**
 * The person's photo, described by `alt` (empty where their name is said beside it anyway);
 * without a photo, or when it fails, their initials in a circle, decorative, since the name is
 * always written beside them.
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
  const [failed, setFailed] = useState(false);
  if (photo && !failed)
    return (
      <SafeImage
        src={photo}
        alt={alt}
        width={64}
        height={64}
        sizes="64px"
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    );
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
