import { CURRENT_VERSION } from '../../src/engine/migrate.ts';

/**
 * A generated page for the scaling figures (`npm run bench`, `npm run bench:scale`): three
 * blocks with real translation keys, a figure of its own so no two pages are the same file.
 */
export function syntheticPage(i: number) {
  return {
    $schema: '../../schemas/page.schema.json',
    schemaVersion: CURRENT_VERSION,
    meta: { title: 'about:meta.title', description: 'about:meta.description' },
    blocks: [
      {
        type: 'hero',
        page: 'about:hero.page',
        title: 'about:hero.title',
        subtitle: 'about:hero.subtitle',
      },
      {
        type: 'stats',
        metrics: [{ number: { value: i, suffix: '+' }, label: 'home:results.clients' }],
      },
      {
        type: 'ctaBand',
        title: 'home:cta.title',
        actions: [{ label: 'common:actions.contact', href: '/contact' }],
      },
    ],
  };
}
