/**
 * The 404 page's own script (public/not-found.js): an unknown address goes to its language's
 * home page at once and nothing more of the page is read; an address the app answers itself
 * (an unknown article id) is left to the app.
 */
import fs from 'node:fs';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_SCRIPT,
  NOT_FOUND_SCRIPT_URL,
  START_SCRIPT,
} from '../../scripts/lib/startScript';
import { appAnsweredPrefixes } from '../../scripts/lib/siteRoutes';
import { defaultLanguage, languages } from '../../src/i18n/languages';

const facts = { languages, defaultLanguage, appAnswers: appAnsweredPrefixes() };

/** Runs `script` on the 404 page at `pathname`: where it sent the visitor, and whether it stopped the page. */
function run(script: string, pathname: string, withFacts = true) {
  const seen = { replaced: null as string | null, stopped: false, marks: [] as string[] };
  const context = {
    location: { pathname, replace: (to: string) => (seen.replaced = to) },
    document: {
      getElementById: (id: string) =>
        id === 'unknown-address' && withFacts ? { textContent: JSON.stringify(facts) } : null,
    },
    window: { stop: () => (seen.stopped = !seen.replaced), performance: {} },
    performance: { mark: (name: string) => seen.marks.push(name) },
  };
  context.window.performance = context.performance;
  vm.runInNewContext(script, context);
  return seen;
}

const source = fs.readFileSync('public/not-found.js', 'utf8');

describe("the 404 page's script", () => {
  it('sends an unknown address to its language home, stopping the page first', () => {
    for (const script of [source, NOT_FOUND_SCRIPT]) {
      expect(run(script, '/no-such-page')).toEqual({
        replaced: '/',
        stopped: true,
        marks: ['unknown-address:home'],
      });
      expect(run(script, '/fr/pas-de-page').replaced).toBe('/fr');
      expect(run(script, '/ar/blog').replaced).toBe('/ar');
      expect(run(script, '/en/x').replaced).toBe('/');
      expect(run(script, '/blog/no-such-post').replaced).toBeNull();
      expect(run(script, '/de/testimonials/99').replaced).toBeNull();
      expect(run(script, '/x', false).replaced).toBeNull();
    }
  });

  it('decides every address as the rule says (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom(...languages, ...facts.appAnswers, 'about', ''),
      fc.stringMatching(/^[a-z0-9-]{1,12}$/),
      // Whatever an address may hold once the browser has parsed it: escapes, dots, any text.
      fc.string({ maxLength: 40 }).map((t) => t.replace(/\//g, '')),
      fc.constantFrom('%2e%2e', '..', '%00', 'blog%2Fx', '\u202e', 'x'.repeat(2000)),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (parts) => {
        const pathname = '/' + parts.join('/');
        const seen = run(NOT_FOUND_SCRIPT, pathname);
        const rest = pathname.split('/').filter(Boolean);
        const lang =
          rest[0] && rest[0] !== defaultLanguage && languages.includes(rest[0])
            ? rest.shift()!
            : defaultLanguage;
        const answered = facts.appAnswers.some((p) => rest[0] === p && rest.length > 1);
        expect(seen.replaced).toBe(answered ? null : lang === defaultLanguage ? '/' : `/${lang}`);
        expect(seen.stopped).toBe(!answered);
      }),
    );
  });

  it('is served by its content, and no other page carries its code', () => {
    expect(NOT_FOUND_SCRIPT_URL).toMatch(/^\/assets\/not-found-[0-9a-f]{16}\.js$/);
    expect(START_SCRIPT).not.toContain('unknown-address');
  });
});
