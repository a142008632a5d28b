import { useId } from 'react';
import { useText } from '../../i18n/useText';
import { SafeImage } from '../../ui/SafeImage';

/**
 * Pictures of the delivered work, as many per row as the screen has room for. An uploaded
 * picture comes in the smaller AVIF and WebP copies the build made (SafeImage); `sizes` says
 * how wide each is drawn, so a phone fetches a phone-sized copy.
 */
export function Gallery({
  pictures,
  title,
}: {
  pictures: readonly { src: string; alt: string }[];
  title: string | undefined;
}) {
  const text = useText();
  const titleId = useId();
  if (pictures.length === 0) return null;
  return (
    <section data-case-gallery aria-labelledby={title ? titleId : undefined} className="mt-16">
      {title && (
        <h2 id={titleId} className="text-2xl font-bold">
          {text(title)}
        </h2>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pictures.map((p, i) => (
          <li key={`${i}:${p.src}`}>
            <SafeImage
              src={p.src}
              alt={p.alt}
              sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] w-full rounded-xl border border-border object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
