import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { SpriteIcon } from './SpriteIcon';

/**
 * An image that degrades to a placeholder of the same size when it cannot load (an unreachable
 * stock-photo host, a broken file), so a failed image never leaves a hole or shifts the layout.
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
  return (
    <img
      ref={img}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
      {...props}
    />
  );
}
