import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import site from '../../site.json';
import { fillServedContent } from '../../editor/liveContent.ts';
import { factFigure } from '../../src/i18n/figure.ts';
import { editorContentSeams } from '../../scripts/vite/editorContent.ts';
import { root } from '../../scripts/lib/paths.ts';

/**
 * The built editor bakes no content: the site's modules that import site.json and
 * content/facts.json get empty objects (scripts/vite/editorContent.ts), which the editor fills
 * from the content API's `project` answer before it draws (editor/liveContent.ts).
 */
describe('the editor’s content comes from the API, not the build', () => {
  it('the build gives the site’s modules only the languages of site.json, and no fact', async () => {
    const plugin = editorContentSeams(root) as Plugin & {
      resolveId: (this: unknown, s: string, i: string, o: object) => Promise<unknown>;
      load: (id: string) => string | null;
    };
    const context = {
      resolve: (source: string, importer: string) =>
        Promise.resolve({ id: path.resolve(path.dirname(importer), source) }),
    };
    const importer = path.join(root, 'src', 'i18n', 'figure.ts');
    const siteId = await plugin.resolveId.call(context, '../../site.json', importer, {});
    const factsId = await plugin.resolveId.call(context, '../../content/facts.json', importer, {});
    const built = `${plugin.load(siteId as string)}\n${plugin.load(factsId as string)}`;
    const real = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
      name: string;
      contact: { email: string };
    };
    expect(built).not.toContain(real.name);
    expect(built).not.toContain(real.contact.email);
    expect(built).toContain('facts: {}');
  });

  it('a fact and a contact detail of the answer reach the modules that show them', () => {
    const before = structuredClone(site);
    const figure = { value: 987_654, kind: 'count' };
    fillServedContent({
      site: { ...before, contact: { ...before.contact, email: 'draft@example.test' } },
      facts: { draftOnlyFact: { figure } },
    });
    try {
      expect(factFigure('draftOnlyFact')).toEqual(figure);
      expect(site.contact.email).toBe('draft@example.test');
    } finally {
      const facts = JSON.parse(
        fs.readFileSync(path.join(root, 'content', 'facts.json'), 'utf8'),
      ) as { facts: Record<string, { figure: unknown }> };
      fillServedContent({ site: before, facts: facts.facts });
    }
  });
});
