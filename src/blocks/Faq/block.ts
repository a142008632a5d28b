import type { FAQPage } from 'schema-dts';
import type { Load, StructuredData, StructuredNode } from '../../engine/descriptor';

export const load: Load<'faq'> = () => import('./index');

/** Every question of the page in one FAQPage, as search engines expect one per page. */
export const structuredData: StructuredData<'faq'> = (blocks, page) => {
  const questions = blocks.flatMap((b) => b.items);
  if (!questions.length) return [];
  const node: FAQPage = {
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question' as const,
      name: page.t(q.question),
      acceptedAnswer: { '@type': 'Answer' as const, text: page.t(q.answer) },
    })),
  };
  return [node as StructuredNode];
};
