import { describe, expect, it } from 'vitest';
import { pageNamespaces } from '../../src/engine/namespaces';

describe('page namespaces', () => {
  it('are common and consent plus every namespace the page keys name, and never link schemes', () => {
    const page = {
      meta: { title: 'about:meta.title', description: 'about:meta.description' },
      blocks: [
        {
          type: 'hero',
          page: 'about:hero.page',
          actions: [{ label: 'common:actions.contact', href: 'mailto:x' }],
        },
        {
          type: 'ctaBand',
          title: 'services:cta.title',
          actions: [{ label: 'disabled:returnHome', href: 'tel:+212' }],
        },
        { type: 'hero', title: 'https://example.com' },
      ],
    };
    expect(pageNamespaces(page)).toEqual(['about', 'common', 'consent', 'disabled', 'services']);
    expect(pageNamespaces({ blocks: [] })).toEqual(['common', 'consent']);
  });
});
