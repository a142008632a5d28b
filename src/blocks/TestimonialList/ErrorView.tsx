import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { W } from './testimonials';

/**
 * docs/site/testimonials.md#list-states: the file failed to load (or is malformed). "Try again"
 * asks for it once more.
 */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const text = useText();
  return (
    <div
      data-testimonials-error
      className="mx-auto max-w-xl rounded-2xl border border-border bg-surface p-10 text-center"
    >
      <p role="alert" className="text-lg font-semibold">
        {text(W.story('error'))}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        {text(W.story('retry'))}
      </Button>
    </div>
  );
}
