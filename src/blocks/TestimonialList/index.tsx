import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ALL, filterTestimonials } from '../../content/filters';
import { selectEntries } from '../../content/collections';
import { bothLoaded, useContent } from '../../content/useContent';
import type { TestimonialList as TestimonialListBlock } from '../../generated/schema-types';
import { ErrorView } from './ErrorView';
import { Featured } from './Featured';
import { FileCta } from './FileCta';
import { Filters, type FilterValues } from './Filters';
import { Results } from './Results';
import { Stats } from './Stats';
import { isTestimonialsFile, isTestimonialsView, type Testimonial } from './testimonials';

// The full story and its bottom sheet load on the first card opened: most visitors only scan.
const StoryModal = lazy(() => import('./StoryModal').then((m) => ({ default: m.StoryModal })));

const NO_FILTERS: FilterValues = { search: '', category: ALL, industry: ALL };

/**
 * The testimonials list (docs/site/testimonials.md#list-states): the file loads when the page opens
 * (loading, loaded or error), the filters re-run on every change, and each card opens
 * its full story in a bottom sheet. "Try again" mounts the list afresh, which asks again.
 */
export default function TestimonialList({ block }: { block: TestimonialListBlock }) {
  const [attempt, setAttempt] = useState(0);
  return <List key={attempt} block={block} onRetry={() => setAttempt((n) => n + 1)} />;
}

function List({ block, onRetry }: { block: TestimonialListBlock; onRetry: () => void }) {
  const state = bothLoaded(
    useContent(block.content, isTestimonialsFile),
    useContent(block.from, isTestimonialsView),
  );
  const [values, setValues] = useState(NO_FILTERS);
  const [open, setOpen] = useState<Testimonial | null>(null);
  const onOpen = useCallback((item: Testimonial) => setOpen(item), []);

  // The box shows each keystroke at once; the list follows as a render React may interrupt, so
  // typing stays smooth however many cards a long file brings (measured in `npm run bench`).
  const shownValues = useDeferredValue(values);
  const data = state.status === 'loaded' ? state.data[0] : null;
  const view = state.status === 'loaded' ? state.data[1] : null;
  const entries = useMemo(
    () => view && selectEntries(view.items, block.select),
    [view, block.select],
  );
  const results = useMemo(
    () => entries && filterTestimonials(entries, shownValues),
    [entries, shownValues],
  );
  const featured = useMemo(() => entries && entries.filter((t) => t.featured), [entries]);
  const unfiltered =
    shownValues.search.trim() === '' &&
    shownValues.category === ALL &&
    shownValues.industry === ALL;

  if (state.status === 'notFound' || state.status === 'failed') {
    return (
      <div className="px-4 py-16 sm:px-6">
        <ErrorView onRetry={onRetry} />
      </div>
    );
  }

  return (
    <div className="px-4 py-16 sm:px-6" data-testimonial-list={state.status}>
      <div className="mx-auto max-w-6xl">
        <Stats stats={data?.hero.stats ?? null} />
        <div className="mt-12">
          <Filters
            values={values}
            categories={data?.categories ?? []}
            industries={data?.industries ?? []}
            onChange={setValues}
          />
        </div>
        {unfiltered && <Featured items={featured} onOpen={onOpen} />}
        <Results
          items={results}
          total={entries?.length ?? 0}
          onOpen={onOpen}
          onClear={() => setValues(NO_FILTERS)}
        />
      </div>
      {open && (
        <Suspense fallback={null}>
          <StoryModal item={open} detailPath={block.detailPath} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {data && <FileCta cta={data.stickyCta} />}
    </div>
  );
}
