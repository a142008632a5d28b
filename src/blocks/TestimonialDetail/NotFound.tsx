import { useText } from '../../i18n/useText';
import { ButtonLink } from '../../ui/Button';
import { W } from '../TestimonialList/testimonials';

/** An id the file does not hold (docs/site/testimonials.md#detail-page). */
export function NotFound({ backPath }: { backPath: string }) {
  const text = useText();
  return (
    <div data-testimonial-not-found className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {text(W.detail('notFoundTitle'))}
      </h1>
      <p className="mt-4 text-lg text-muted">{text(W.detail('notFound'))}</p>
      <ButtonLink href={backPath} className="mt-8">
        {text(W.detail('back'))}
      </ButtonLink>
    </div>
  );
}
