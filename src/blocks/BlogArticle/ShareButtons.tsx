import { useId } from 'react';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { openShareWindow, SHARE_TARGETS, shareOrCopy, type ShareTarget } from './share';

const LABELS: Record<ShareTarget, string> = {
  facebook: 'blog:article.facebook',
  twitter: 'blog:article.twitter',
  linkedin: 'blog:article.linkedin',
  email: 'blog:article.email',
};

// The sites' names, the same in every language; each button's label ("Share on LinkedIn")
// contains its name, so speech input users can say what they see. Email shows its icon.
const BRANDS: Record<ShareTarget, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  email: '',
};

const round =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-sm font-bold transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function ShareButtons({ title, excerpt }: { title: string; excerpt: string }) {
  const text = useText();
  const labelId = useId();
  const here = () => window.location.href;
  const onShare = async () => {
    const result = await shareOrCopy({ title, text: excerpt, url: here() });
    if (result === 'copied') window.alert(text('blog:article.copied'));
  };
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="me-1 text-sm font-semibold text-muted">
        {text('blog:article.shareTitle')}
      </span>
      {SHARE_TARGETS.map((target) => (
        <button
          key={target}
          type="button"
          data-share={target}
          aria-label={text(LABELS[target])}
          title={text(LABELS[target])}
          onClick={() => openShareWindow(target, here(), title)}
          className={cn(round, target !== 'email' && 'w-auto px-4')}
        >
          {target === 'email' ? <SpriteIcon name="mail" className="size-5" /> : BRANDS[target]}
        </button>
      ))}
      <button
        type="button"
        data-share="native"
        onClick={() => void onShare()}
        className={cn(round, 'w-auto gap-2 px-4')}
      >
        <SpriteIcon name="share" className="size-4" />
        {text('blog:article.share')}
      </button>
    </div>
  );
}
