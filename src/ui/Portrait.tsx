import { useState } from 'react';
import { SafeImage } from './SafeImage';

/**
 * A person's photo, described by `alt`; without one, or when it fails to load, their letters in
 * a circle, decorative, since their name is always written beside it. `marked` sets
 * data-avatar on either, for the layouts that place the portrait by it.
 */
export function Portrait({
  letters,
  photo,
  alt = '',
  imageClassName,
  lettersClassName,
  marked,
}: {
  letters: string;
  photo?: string;
  alt?: string;
  imageClassName: string;
  lettersClassName: string;
  marked?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const mark = marked ? { 'data-avatar': true } : {};
  if (photo && !failed)
    return (
      <SafeImage
        src={photo}
        alt={alt}
        width={64}
        height={64}
        sizes="64px"
        {...mark}
        onError={() => setFailed(true)}
        className={imageClassName}
      />
    );
  return (
    <span aria-hidden="true" data-initials {...mark} className={lettersClassName}>
      {letters}
    </span>
  );
}
