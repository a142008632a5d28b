import { useText } from '../../i18n/useText';
import { W } from '../TestimonialList/testimonials';

const bar = 'rounded-lg bg-surface';

/** The prerendered loading state: the story's shape in grey, announced once. */
export function Loading() {
  const text = useText();
  return (
    <div role="status" aria-busy="true" data-testimonial-loading className="animate-pulse">
      <span className="sr-only">{text(W.detail('loading'))}</span>
      <div aria-hidden="true">
        <div className="flex items-center gap-4">
          <div className="size-16 rounded-full bg-surface" />
          <div className="flex-1">
            <div className={`${bar} h-10 w-2/3`} />
            <div className={`${bar} mt-2 h-5 w-1/2`} />
          </div>
        </div>
        <div className={`${bar} mt-6 h-40 w-full`} />
        <div className={`${bar} mt-6 h-32 w-full`} />
        <div className={`${bar} mt-6 h-48 w-full`} />
      </div>
    </div>
  );
}
