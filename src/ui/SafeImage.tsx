import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { responsiveOf, srcSetOf } from './responsive';
import { SpriteIcon } from './SpriteIcon';

/**
 * An image that degrades to a placeholder of the same size when it cannot load (an unreachable
 * stock-photo host, a broken file), so a failed image never leaves a hole or shifts the layout.
 * A picture uploaded in the editor comes as `<picture>`: AVIF, then WebP copies at the widths the
 * build made, the original for browsers that take neither; its size reserves its room.
 */
export function SafeImage({ className, alt, ...props }: ComponentProps<'img'> & { alt: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // The image may have failed before React hydrated and attached onError.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-image-placeholder
        className={cn('flex items-center justify-center bg-surface text-muted', className)}
      >
        <SpriteIcon name="image-off" className="size-8" />
      </div>
    );
  }
  const copies = typeof props.src === 'string' ? responsiveOf(props.src) : null;
  const width = props.width ?? copies?.width;
  const image = (
    <img
      ref={img}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
      {...props}
      width={width}
      height={props.height ?? copies?.height}
    />
  );
  if (!copies) return image;
  // The box is never wider than its width attribute: on a narrower screen, the screen's width.
  const sizes = props.sizes ?? `(max-width: ${width}px) 100vw, ${width}px`;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(copies, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(copies, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}

/**
 * An entry's picture when it has one (a case study's, a success story's), shown 800 px wide at
 * the given height; nothing when it has none.
 */
export function EntryImage({
  image,
  height,
  className,
}: {
  image: { src: string; alt: string } | undefined;
  height: number;
  className: string;
}) {
  if (!image) return null;
  return (
    <SafeImage src={image.src} alt={image.alt} width={800} height={height} className={className} />
  );
}
