/**
 * The Content Security Policy says each rule once: a fetch directive left out is the one whose
 * answer is default-src's, by the fallback lists of CSP Level 3 (§ 6.8.3). So what a browser
 * allows for fonts, media, workers, the manifest, connections and style elements is read here
 * through those lists, on the site's own policy and on one with form and beacon endpoints elsewhere.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** CSP3's directive fallback lists, for the directives the site relies on. */
const FALLBACK: Record<string, string[]> = {
  'font-src': ['font-src', 'default-src'],
  'media-src': ['media-src', 'default-src'],
  'img-src': ['img-src', 'default-src'],
  'connect-src': ['connect-src', 'default-src'],
  'manifest-src': ['manifest-src', 'default-src'],
  'worker-src': ['worker-src', 'child-src', 'script-src', 'default-src'],
  'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
  'style-src-attr': ['style-src-attr', 'style-src', 'default-src'],
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
};

function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

/** The sources a browser applies for `directive`. */
function effective(policy: Map<string, string[]>, directive: string): string[] {
  const name = (FALLBACK[directive] ?? [directive]).find((d) => policy.has(d));
  return name ? policy.get(name)! : [];
}

const hashes = (sources: string[]) => sources.filter((s) => s.startsWith("'sha256-"));

async function policyWith(settings: object) {
  vi.resetModules();
  const site = (await import('../../site.json')).default;
  vi.doMock('../../site.json', () => ({ default: { ...site, ...settings } }));
  return parse((await import('../../scripts/lib/headers')).contentSecurityPolicy());
}

afterEach(() => {
  vi.doUnmock('../../site.json');
  vi.resetModules();
});

describe('the Content Security Policy', () => {
  it('allows this origin alone for fonts, media, workers, the manifest, connections and style elements', async () => {
    const policy = await policyWith({});
    for (const d of ['font-src', 'media-src', 'manifest-src', 'connect-src', 'style-src-elem'])
      expect(effective(policy, d), d).toEqual(["'self'"]);
    // Workers fall back to script-src: this origin, and hashes that apply to inline scripts only.
    const worker = effective(policy, 'worker-src');
    expect(worker.filter((s) => !hashes(worker).includes(s))).toEqual(["'self'"]);
    expect(effective(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(effective(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Those answers come from default-src: the policy does not spell them out again (style-src,
    // the parent of the style rules, is the one directive left that says what default-src says).
    for (const d of ['font-src', 'media-src', 'manifest-src', 'connect-src', 'worker-src'])
      expect(policy.has(d), d).toBe(false);
    expect(policy.has('style-src-elem')).toBe(false);
  });

  it('lets forms and beacons reach endpoints on other origins, and nothing else there', async () => {
    const policy = await policyWith({
      forms: { endpoint: 'https://forms.example.com/leads' },
      analytics: { endpoint: 'https://stats.example.org/beacon' },
    });
    expect(effective(policy, 'connect-src')).toEqual([
      "'self'",
      'https://forms.example.com',
      'https://stats.example.org',
    ]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://forms.example.com']);
    expect(effective(policy, 'font-src')).toEqual(["'self'"]);
  });
});
