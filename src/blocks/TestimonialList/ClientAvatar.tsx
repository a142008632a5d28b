import { useState } from 'react';
import { cn } from '../../ui/cn';
import { SafeImage } from '../../ui/SafeImage';
import { avatarLetters } from './testimonials';

/** A portrait that is a photo (uploaded in the editor), rather than a drawing of initials. */
const PHOTO = /\.(png|jpe?g|webp|avif)$/i;

/**
 * The client's photo, described by `alt`, when their portrait is one; otherwise, or when it
 * fails, their initials in a circle (a placeholder letter for an anonymous client), decorative
 * since the name is written beside them.
 */
export function ClientAvatar({
  name,
  anonymous,
  photo,
  alt = '',
  className,
}: {
  name: string;
  anonymous: string;
  photo?: string;
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn('flex size-12 shrink-0 rounded-full', className);
  if (photo && PHOTO.test(photo) && !failed)
    return (
      <SafeImage
        src={photo}
        alt={alt}
        width={64}
        height={64}
        sizes="64px"
        data-avatar
        onError={() => setFailed(true)}
        className={cn(box, 'object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      data-avatar
      className={cn(
        box,
        'items-center justify-center bg-accent text-base font-bold text-accent-fg',
      )}
    >
      {avatarLetters(name, anonymous)}
    </span>
  );
}
