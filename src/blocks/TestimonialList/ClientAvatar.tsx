import { cn } from '../../ui/cn';
import { Portrait } from '../../ui/Portrait';
import { avatarLetters } from './testimonials';

/** A portrait that is a photo (uploaded in the editor), rather than a drawing of initials. */
const PHOTO = /\.(png|jpe?g|webp|avif)$/i;

/**
 * The client's photo, described by `alt`, when their portrait is one; otherwise their initials
 * (a placeholder letter for an anonymous client).
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
  const box = cn('flex size-12 shrink-0 rounded-full', className);
  return (
    <Portrait
      letters={avatarLetters(name, anonymous)}
      photo={photo && PHOTO.test(photo) ? photo : undefined}
      alt={alt}
      marked
      imageClassName={cn(box, 'object-cover')}
      lettersClassName={cn(
        box,
        'items-center justify-center bg-accent text-base font-bold text-accent-fg',
      )}
    />
  );
}
