import fs from 'node:fs';
import path from 'node:path';
import { httpsAddressProblem, type PublicFiles, publicPathProblem } from '../addresses.ts';
import { SCHEMA, type Checked, type LintContext } from '../context.ts';
import type { Problem } from '../problem.ts';
import type { JsonSource } from '../source.ts';

/** What site.json tells the other checks. */
export interface SiteConfig {
  site: Checked | null;
  /** The site's languages that are real language codes (the others are reported by the schema). */
  languages: string[];
  defaultLanguage: string;
  /**
   * Whether site.json was read. One that does not parse (or is missing) has its one message; the
   * checks that need its languages or hosts are skipped rather than run against an empty list,
   * which would call every translation in the repository wrong.
   */
  known: boolean;
}

/** site.json, checked first: it names the languages everything else is checked against. */
export function lintSite(ctx: LintContext): SiteConfig {
  const { root, problems, check } = ctx;
  const siteAbs = path.join(root, 'site.json');
  let languages: string[] = [];
  let defaultLanguage = 'en';
  let site: Checked | null = null;
  if (fs.existsSync(siteAbs)) {
    site = check(siteAbs, SCHEMA.site);
    const v = Object(site?.source.value) as
      { languages?: unknown; defaultLanguage?: unknown } | undefined;
    if (Array.isArray(v?.languages))
      // Only real language codes go on to name folders and files: the schema reports the others,
      // and a 10,000-character "code" must not be echoed in every locale problem.
      languages = v.languages.filter(
        (l): l is string =>
          typeof l === 'string' && /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/.test(l),
      );
    if (typeof v?.defaultLanguage === 'string') defaultLanguage = v.defaultLanguage;
    if (site && !languages.includes(defaultLanguage)) {
      problems.push(
        site.source.problem(
          '/defaultLanguage',
          `"${defaultLanguage}" must be one of the languages (${languages.join(', ')})`,
        ),
      );
    }
  } else {
    problems.push({
      file: 'site.json',
      line: 1,
      column: 1,
      pointer: '',
      message: 'site.json is missing: it names the languages, navigation and footer',
    });
  }
  return { site, languages, defaultLanguage, known: site !== null };
}

/**
 * site.json's own addresses, read as the build reads them: "url" (it reaches every canonical
 * link and robots.txt as written), the scene and the forms' endpoint (it becomes part of the
 * security policy and is parsed by the build). Where the schema already said the shape is
 * wrong, that is the one message.
 */
export function checkSiteAddresses(
  source: JsonSource,
  problems: readonly Problem[],
  publicFiles: PublicFiles,
): Problem[] {
  const out: Problem[] = [];
  const said = new Set(problems.filter((p) => p.file === source.file).map((p) => p.pointer));
  const value = Object(source.value) as {
    url?: unknown;
    scene?: unknown;
    externalHosts?: unknown;
    forms?: { endpoint?: unknown };
  };
  const check = (pointer: string, v: unknown, wrong: (v: string) => string | null) => {
    if (typeof v !== 'string' || said.has(pointer)) return;
    const message = wrong(v);
    if (message) out.push(source.problem(pointer, message));
  };
  check('/url', value.url, (v) => httpsAddressProblem(v, { hosts: null, whole: true }));
  if (typeof value.url !== 'string' || said.has('/url')) return out;
  const own = new URL(value.url).hostname;
  const hosts = [
    own,
    ...(Array.isArray(value.externalHosts)
      ? value.externalHosts.filter((h): h is string => typeof h === 'string')
      : []),
  ];
  check('/scene', value.scene, (v) =>
    v.startsWith('/')
      ? publicPathProblem({ pointer: '/scene', value: v }, publicFiles, 'scene')
      : httpsAddressProblem(v, { hosts }),
  );
  check('/forms/endpoint', Object(value.forms).endpoint, (v) => httpsAddressProblem(v, { hosts }));
  return out;
}
