import type { CaseStudies as CaseStudiesBlock } from '../../generated/schema-types';
import { selectEntries } from '../../content/collections';
import { useContent } from '../../content/useContent';
import { caseStudyLinks } from './links';
import { CaseStudySection } from './Section';
import { isCaseStudiesView, toShownCaseStudy } from './shown';

/**
 * The case studies the block picks from the collection (embedded in the prerendered page), one
 * section each, named by its id; the columns alternate from one to the next on wide screens.
 */
export default function CaseStudies({ block }: { block: CaseStudiesBlock }) {
  const content = useContent(block.from, isCaseStudiesView);
  const entries =
    content.status === 'loaded'
      ? selectEntries(content.data.items as Record<string, unknown>[], block.select)
      : [];
  const studies = entries.map(toShownCaseStudy).filter((s) => s !== null);
  return (
    <>
      {studies.map((study, i) => (
        <CaseStudySection
          key={`${i}:${study.id}`}
          anchor={study.id}
          study={study}
          reverse={i % 2 === 1}
          links={caseStudyLinks(study.id, block)}
        />
      ))}
    </>
  );
}
