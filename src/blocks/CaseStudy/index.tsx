import type { CaseStudy as CaseStudyBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { CaseStudySection } from './Section';

/**
 * One case study written into the page, its words as translation keys. The case-studies
 * collection's entries are shown by the caseStudies block, with the same section.
 */
export default function CaseStudy({ block }: { block: CaseStudyBlock }) {
  const text = useText();
  const quote = block.testimonial;
  return (
    <CaseStudySection
      study={{
        id: block.id,
        industry: text(block.industry),
        icon: block.icon,
        title: text(block.title),
        client: text(block.client),
        challenge: text(block.challenge),
        solution: text(block.solution),
        duration: text(block.duration),
        teamSize: text(block.teamSize),
        results: block.results.map((k) => text(k)),
        metrics: block.metrics.map((m) => ({ value: m.value, label: text(m.label) })),
        technologies: block.technologies,
        testimonial: {
          text: text(quote.text),
          author: quote.author,
          position: text(quote.position),
          company: text(quote.company),
        },
        ...(block.image ? { image: { src: block.image.src, alt: text(block.image.alt) } } : {}),
        ...(block.tags ? { tags: block.tags.map((k) => text(k)) } : {}),
      }}
      reverse={block.reverse}
      readMoreHref={block.readMoreHref}
    />
  );
}
