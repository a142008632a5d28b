import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-helpers';

type Def = {
  pattern?: string;
  $ref?: string;
  anyOf?: Def[];
  allOf?: Def[];
};
const defs = (
  JSON.parse(fs.readFileSync('schemas/defs.schema.json', 'utf8')) as {
    definitions: Record<string, Def>;
  }
).definitions;

/** The patterns a definition accepts, its $refs followed (ajv compiles them with the u flag). */
function patterns(def: Def): RegExp[] {
  if (def.pattern) return [new RegExp(def.pattern, 'u')];
  if (def.$ref) return patterns(defs[def.$ref.split('/').pop() ?? ''] ?? {});
  // allOf here wraps exactly one definition (externalLink = httpsUrl + the host check).
  return [...(def.anyOf ?? []), ...(def.allOf ?? [])].flatMap(patterns);
}
const accepts = (name: string) => (value: string) =>
  patterns(defs[name] ?? {}).some((p) => p.test(value));

const hostile = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc
    .tuple(
      fc.constantFrom(
        '',
        '/',
        '//',
        'https://',
        'http://',
        'tel:',
        'mailto:',
        'javascript:',
        'data:',
      ),
      fc.string({ unit: 'binary', maxLength: 40 }),
    )
    .map(([a, b]) => a + b),
  fc.constantFrom(
    '//evil.example/x.png',
    'https://x/"onmouseover=alert(1)',
    'tel:javascript:alert(1)',
    '\\\\evil\\x.png',
    '/images/a.svg" onerror="x',
    '/images/\u202egnp.svg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/onload=alert(1)>',
  ),
);

// What may reach an href or src attribute: one of the four kinds, and nothing that could end the
// attribute, start another scheme or reach another host by a back door.
// Control characters are exactly what this guards against.
// eslint-disable-next-line no-control-regex
const unsafe = /[\s"'<>\\`\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('one URL rule for links and images (schemas/defs.schema.json)', () => {
  it('never accepts a hostile link or image address (property)', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        if (accepts('link')(value)) {
          expect(value).not.toMatch(unsafe);
          expect(value).toMatch(/^(\/(?!\/)|https:\/\/|mailto:|tel:\+?[0-9]+$)/);
        }
        if (accepts('imageSource')(value)) {
          expect(value).not.toMatch(unsafe);
          expect(value).toMatch(/^\/(?!\/)/);
        }
      }),
      { numRuns: 5000, seed: 20261124 },
    );
  });

  it('accepts the address kinds the site uses', () => {
    for (const ok of ['/contact', '/technology#methodology', 'https://wa.me/212537370000'])
      expect(accepts('link')(ok)).toBe(true);
    expect(accepts('link')('tel:+212537370000')).toBe(true);
    expect(accepts('link')('mailto:hello@atlasdigital.ma')).toBe(true);
    expect(accepts('imageSource')('/images/blog/crm-best-practices.svg')).toBe(true);
  });

  it('the lint names each bad address in a page on its own line, and passes the good ones', () => {
    const problems = lintFixture('url-kinds').filter((p) => p.includes('is not in the expected'));
    const lines = problems.map((p) => Number(/^pages\/index\.json:(\d+):/.exec(p)?.[1]));
    expect(lines).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect(problems[2]).toContain(
      '"tel:javascript:alert(1)" is not in the expected form: Where a button or link goes',
    );
    expect(problems[2]).toContain('a phone link with digits only ("tel:+212537370000")');
  });

  it('an https link must go to a host site.json allows, with a did-you-mean for a typo', () => {
    const problems = lintFixture('url-kinds').filter((p) => p.includes('a site not listed'));
    expect(problems).toEqual([
      'pages/index.json:22:45  links to "wa.mee", a site not listed in site.json "externalHosts" ("wa.me") — did you mean "wa.me"? If the link is right, add it there.',
      'pages/index.json:23:45  links to "evil.example", a site not listed in site.json "externalHosts" ("wa.me"). If the link is right, add it there.',
    ]);
  });
});
