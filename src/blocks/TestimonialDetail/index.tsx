import { BackLink } from '../../ui/BackLink';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useContent } from '../../content/useContent';
import { refreshHead } from '../../seo/refresh';
import type { TestimonialDetail as TestimonialDetailBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ErrorView } from '../TestimonialList/ErrorView';
import { ShareStory } from '../TestimonialList/ShareStory';
import { Story } from '../TestimonialList/Story';
import { isTestimonialsView, storyIdFromPath, W } from '../TestimonialList/testimonials';
import { Loading } from './Loading';
import { NotFound } from './NotFound';
import { CtaPanel } from '../../ui/CtaPanel';

/**
 * One client story by the id in the address (docs/site/testimonials.md#detail-page): loading, then
 * the story, the not-found view for an id the file does not hold, or the list's error message when
 * the file fails to load. "Try again" mounts the view afresh, which asks again.
 */
export default function TestimonialDetail({ block }: { block: TestimonialDetailBlock }) {
  const [attempt, setAttempt] = useState(0);
  return <Detail key={attempt} block={block} onRetry={() => setAttempt((n) => n + 1)} />;
}

function Detail({ block, onRetry }: { block: TestimonialDetailBlock; onRetry: () => void }) {
  const text = useText();
  const titleId = useId();
  const { pathname } = useLocation();
  const id = storyIdFromPath(pathname);
  const state = useContent(block.from, isTestimonialsView);
  const item =
    state.status === 'loaded' ? (state.data.items.find((t) => t.id === id) ?? null) : null;
  const title = item ? item.clientCompany || item.clientName : null;

  // The head describes the story once it is known (after a client-side navigation; the
  // prerendered HTML already does).
  useEffect(() => {
    if (title) refreshHead();
  }, [title]);

  return (
    <div className="px-4 pt-10 pb-16 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <BackLink href={block.backPath}>{text(W.detail('back'))}</BackLink>
        <div className="mt-6" data-testimonial-detail={state.status}>
          {state.status === 'loading' && <Loading />}
          {(state.status === 'failed' || state.status === 'notFound') && (
            <ErrorView onRetry={onRetry} />
          )}
          {state.status === 'loaded' && !item && <NotFound backPath={block.backPath} />}
          {item && (
            <>
              <Story
                item={item}
                titleId={titleId}
                level={1}
                actions={
                  <ShareStory
                    path={`${block.backPath}/${item.id}`}
                    title={title ?? ''}
                    summary={item.testimonial}
                  />
                }
              />
              <CtaPanel title={block.ctaTitle} body={block.ctaText} actions={block.actions} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
