import type { TextKey } from '../generated/schema-types';
import { useText } from '../i18n/useText';
import { cn } from './cn';

/** The centred heading and sentence most sections open with. */
export function SectionHeading({
  title,
  subtitle,
  className,
  id,
}: {
  title?: TextKey | undefined;
  subtitle?: TextKey | undefined;
  className?: string;
  /** The heading's id, for a section labelled by it (aria-labelledby). */
  id?: string;
}) {
  const text = useText();
  if (!title && !subtitle) return null;
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {title && (
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {text(title)}
        </h2>
      )}
      {subtitle && <p className="mt-3 text-lg text-pretty text-muted">{text(subtitle)}</p>}
    </div>
  );
}
