import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { W } from './testimonials';

export function Verified() {
  const text = useText();
  return (
    <span
      data-verified
      className="inline-flex items-center gap-1 rounded-full border border-emerald-500/60 px-2 py-0.5 text-xs font-semibold"
    >
      <SpriteIcon name="shield-check" className="size-3.5 text-emerald-500" />
      {text(W.story('verified'))}
    </span>
  );
}
