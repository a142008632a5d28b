import { BackLink } from '../../ui/BackLink';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useContent } from '../../content/useContent';
import type { CaseStudyDetail as CaseStudyDetailBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { refreshHead } from '../../seo/refresh';
import { ButtonLink } from '../../ui/Button';
import { CtaPanel } from '../../ui/CtaPanel';
import { RESULTS_ANCHOR } from '../CaseStudies/links';
import { Outcome } from '../CaseStudies/Outcome';
import { Overview } from '../CaseStudies/Overview';
import { isCaseStudiesView, toShownCaseStudy } from '../CaseStudies/shown';
import { Story } from '../CaseStudies/Story';
import { storyIdFromPath } from '../TestimonialList/testimonials';
import { Gallery } from './Gallery';

/**
 * One case study on its own page (docs/site/case-studies.md#case-study-page), by the id in the
 * address: the list's sections with the title as the page's heading, the results at #results,
 * the gallery when the entry has pictures, and a closing call to action. The prerender embeds
 * the collection, so the page is complete in its HTML; an unknown id shows the not-found view.
 */
export default function CaseStudyDetail({ block }: { block: CaseStudyDetailBlock }) {
  const text = useText();
  const titleId = useId();
  const { pathname } = useLocation();
  const id = storyIdFromPath(pathname);
  const state = useContent(block.from, isCaseStudiesView);
  const entry =
    state.status === 'loaded'
      ? state.data.items.find((s) => (s as { id?: unknown }).id === id)
      : undefined;
  const study = entry ? toShownCaseStudy(entry) : null;

  // The head describes the case study once it is known (after a client-side navigation; the
  // prerendered HTML already does).
  const shownId = study?.id;
  useEffect(() => {
    if (shownId) refreshHead();
  }, [shownId]);

  return (
    <article
      aria-labelledby={study ? titleId : undefined}
      data-case-study-detail={study ? study.id : state.status}
      className="px-4 pt-10 pb-16 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <BackLink href={block.backPath}>{text(block.backLabel)}</BackLink>
        {study && (
          <div className="mt-6">
            <Overview study={study} titleId={titleId} level="h1" />
            <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:gap-12">
              <Story study={study} sub="h2" />
              <Outcome study={study} resultsId={RESULTS_ANCHOR} sub="h2" />
            </div>
            <Gallery pictures={study.gallery ?? []} title={block.galleryTitle} />
            <CtaPanel title={block.ctaTitle} body={block.ctaText} actions={block.actions ?? []} />
          </div>
        )}
        {state.status !== 'loading' && !study && (
          <div data-case-study-not-found className="mx-auto max-w-xl py-16 text-center">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              {text(block.notFoundTitle)}
            </h1>
            <p className="mt-4 text-lg text-muted">{text(block.notFoundText)}</p>
            <ButtonLink href={block.backPath} className="mt-8">
              {text(block.backLabel)}
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
  );
}
