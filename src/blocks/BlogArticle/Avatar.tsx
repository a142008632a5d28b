import { useState } from 'react';
import type { ArticleAuthor } from '../../content/article';
import { SafeImage } from '../../ui/SafeImage';
import { cn } from '../../ui/cn';

/** First letters of the first and last words of a name. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letter = (w: string | undefined) => (w ? (Array.from(w)[0] ?? '') : '');
  return (
    letter(words[0]) + (words.length > 1 ? letter(words[words.length - 1]) : '')
  ).toLocaleUpperCase();
}

/** The author's portrait; their initials when there is none or it fails to load. */
export function Avatar({ author, className }: { author: ArticleAuthor; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('size-16 shrink-0 rounded-full', className);
  if (!author.photo || failed) {
    return (
      <span
        data-initials
        aria-hidden="true"
        className={cn(
          box,
          'flex items-center justify-center bg-accent text-lg font-bold text-accent-fg',
        )}
      >
        {initials(author.name)}
      </span>
    );
  }
  return (
    <SafeImage
      src={author.photo}
      alt=""
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className={cn(box, 'object-cover')}
    />
  );
}
