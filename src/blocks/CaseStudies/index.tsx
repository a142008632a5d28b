import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { CaseStudies as CaseStudiesBlock } from '../../generated/schema-types';
import { selectEntries } from '../../content/collections';
import { useContent } from '../../content/useContent';
import { caseStudyLinks } from './links';
import { CaseStudySection } from './Section';
import { isCaseStudiesView, toShownCaseStudy } from './shown';
import { usePhoneShowMore } from '../../engine/phoneShowMore';

/**
 * The case studies the block picks from the collection (embedded in the prerendered page), one
 * section each, named by its id; the columns alternate from one to the next on wide screens. On
 * a phone, `phoneShown` folds the rest behind "Show N more", opened when the address names one.
 */
export default function CaseStudies({ block }: { block: CaseStudiesBlock }) {
  const content = useContent(block.from, isCaseStudiesView);
  const entries =
    content.status === 'loaded'
      ? selectEntries(content.data.items as Record<string, unknown>[], block.select)
      : [];
  const studies = entries.map(toShownCaseStudy).filter((s) => s !== null);
  const listId = useId();
  const { hash } = useLocation();
  const ids = studies.map((s) => s.id);
  const more = usePhoneShowMore(studies.length, block.phoneShown, { ids, hash });
  return (
    <>
      <div id={listId}>
        {studies.map((study, i) => (
          <CaseStudySection
            key={`${i}:${study.id}`}
            anchor={study.id}
            study={study}
            reverse={i % 2 === 1}
            links={caseStudyLinks(study.id, block)}
            className={more.itemClass(i)}
          />
        ))}
      </div>
      {more.toggle(listId)}
    </>
  );
}
