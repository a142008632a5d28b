import fs from 'node:fs';
import path from 'node:path';
import { PublicFiles, publicPathProblem } from '../addresses.ts';
import type { Checked, LintContext } from '../context.ts';
import { checkExternalHosts } from '../externalHosts.ts';
import { PLURAL_SUFFIX, type LocaleFile, type Locales } from '../locales.ts';
import { append, SHOWN_PER_KIND, type Problem } from '../problem.ts';
import type { JsonSource } from '../source.ts';
import { closest, didYouMean } from '../suggest.ts';
import { checkHeadingCase, isHeadingPlace, readTitleCaseAllow } from '../titleCase.ts';
import type { Pages } from './pages.ts';
import { checkSiteAddresses, type SiteConfig } from './site.ts';
import { filesUnder } from '../../lib/files.ts';
import {
  isDynamic,
  matchPath,
  patternToPath,
  type RoutePattern,
} from '../../../src/engine/patterns.ts';

/**
 * What the files checked so far point at, across files: text keys in the locales, links to
 * pages and their blocks, content ids, images and the scene in public/ (publicDir), and other
 * sites among the hosts site.json allows. Run last: it reads every file the others checked.
 */
export function lintReferences(
  ctx: LintContext,
  { site, defaultLanguage, known: siteKnown }: SiteConfig,
  { pages, unreadable }: Pages,
  locales: Locales,
  publicDir: string,
): void {
  const { root, problems, everyChecked } = ctx;
  linksToOwnHostAsInternal(everyChecked, site);

  // Across files: keys, links, content ids.
  const linkCheck = pageAddresses(pages, unreadable);
  // Content files (articles) link too: their links are checked like a page's.
  const keyed = new Set<JsonSource | undefined>([site?.source, ...pages.map((p) => p.source)]);
  for (const checked of everyChecked) {
    if (siteKnown && keyed.has(checked.source))
      append(problems, checkKeys(checked, locales, defaultLanguage));
    append(problems, linkProblems(checked, linkCheck));
    append(problems, contentRefProblems(root, checked));
  }

  // English headings in one case: every title key, and every key a page shows as a title.
  if (siteKnown) {
    const shown = new Set<string>();
    for (const checked of everyChecked)
      if (keyed.has(checked.source))
        for (const { pointer, value } of checked.collected.textKeys)
          if (isHeadingPlace(pointer)) shown.add(value);
    append(problems, checkHeadingCase(locales, defaultLanguage, shown, readTitleCaseAllow(root)));
  }

  // Images and the scene name files that exist in public/, inside it.
  const publicFiles = new PublicFiles(publicDir);
  const shaped = new Set(problems.map((p) => `${p.file}#${p.pointer}`));
  for (const checked of everyChecked)
    for (const image of checked.collected.images) {
      if (shaped.has(`${checked.source.file}#${image.pointer}`)) continue;
      const wrong = publicPathProblem(image, publicFiles, 'image');
      if (wrong) problems.push(checked.source.problem(image.pointer, wrong));
    }

  // Links to other sites only go to the hosts site.json allows.
  const hosts = (Object(site?.source.value) as { externalHosts?: unknown }).externalHosts;
  if (site) append(problems, checkSiteAddresses(site.source, problems, publicFiles));
  // A malformed address already has its message: one mistake, one message.
  const flagged = new Set(problems.map((p) => `${p.file}#${p.pointer}`));
  if (siteKnown)
    append(
      problems,
      checkExternalHosts(
        everyChecked,
        Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [],
      ).filter((p) => !flagged.has(`${p.file}#${p.pointer}`)),
    );
}

/**
 * A full address on the site's own host ("https://atlasdigital.ma/carrers") is an internal
 * link written long: it is checked against the pages like "/carrers", not waved through as
 * another site.
 */
function linksToOwnHostAsInternal(everyChecked: Checked[], site: SiteConfig['site']) {
  const ownHost = bareHost((Object(site?.source.value) as { url?: unknown }).url);
  if (!ownHost) return;
  for (const c of everyChecked)
    c.collected.external = c.collected.external.filter((link) => {
      const url = parseUrl(link.value);
      if (!url || bareHost(url.origin) !== ownHost) return true;
      c.collected.links.push({ pointer: link.pointer, value: url.pathname + url.hash });
      return false;
    });
}

/** The site's pages as links are checked against them, and the addresses they have. */
function pageAddresses(pages: Pages['pages'], unreadable: Pages['unreadable']) {
  const patterns = [...pages.map((p) => p.pattern), ...unreadable];
  const knownPaths = pages.flatMap((p) =>
    p.params
      ? p.params.map((v) => patternToPath(p.pattern, paramValues(p.pattern, v)))
      : isDynamic(p.pattern)
        ? []
        : [patternToPath(p.pattern)],
  );
  return { pages, unreadable, patterns, knownPaths };
}

/** A file's links each lead to a page, and to a block of it when they name one ("#id"). */
function linkProblems(
  checked: Checked,
  { pages, unreadable, patterns, knownPaths }: ReturnType<typeof pageAddresses>,
): Problem[] {
  const problems: Problem[] = [];
  for (const link of checked.collected.links) {
    const [target = '/', hash] = link.value.split('#');
    const match = matchPath(target, patterns);
    if (match && unreadable.includes(match.pattern)) continue;
    const page = match && pages.find((p) => p.pattern === match.pattern);
    const paramOk =
      page && (!page.params || page.params.includes(Object.values(match.params).join('/')));
    if (!page || !paramOk) {
      problems.push(
        checked.source.problem(
          link.pointer,
          `link to "${target}", but no page has that address${didYouMean(target, knownPaths)}`,
        ),
      );
    } else if (hash && !page.blockIds.has(hash)) {
      problems.push(
        checked.source.problem(
          link.pointer,
          `"${target}" has no block with id "${hash}"${didYouMean(hash, page.blockIds)}`,
        ),
      );
    }
  }
  return problems;
}

/** A file's content ids each name a file of their folder. */
function contentRefProblems(root: string, checked: Checked): Problem[] {
  const problems: Problem[] = [];
  for (const ref of checked.collected.contentRefs) {
    const file = path.join(root, 'content', ref.folder, `${ref.value}.json`);
    if (!fs.existsSync(file)) {
      const ids = filesUnder(path.join(root, 'content', ref.folder), '.json').map((f) =>
        path.basename(f, '.json'),
      );
      problems.push(
        checked.source.problem(
          ref.pointer,
          `no content/${ref.folder}/${ref.value}.json${didYouMean(ref.value, ids)}`,
        ),
      );
    }
  }
  return problems;
}

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** "atlasdigital.ma" for "https://www.atlasdigital.ma": the www. form is the same site. */
function bareHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = parseUrl(value)?.hostname;
  return host ? host.replace(/^www\./, '') : null;
}

/** "business/overview" for a [...path] page → { path: "business/overview" }. */
function paramValues(pattern: RoutePattern, value: string): Record<string, string> {
  const name = pattern.segments.find((s) => s[0] === ':' || s[0] === '*')?.slice(1) ?? '';
  return { [name]: value };
}

const stems = new WeakMap<LocaleFile, Set<string>>();

/** "items" for a file with "items_one" and "items_other": a key the page may name. Once per file. */
function pluralStems(file: LocaleFile): Set<string> {
  let set = stems.get(file);
  if (!set) {
    set = new Set();
    for (const k of file.entries.keys())
      if (PLURAL_SUFFIX.test(k)) set.add(k.replace(PLURAL_SUFFIX, ''));
    stems.set(file, set);
  }
  return set;
}

function checkKeys(checked: Checked, locales: Locales, defaultLanguage: string): Problem[] {
  const problems: Problem[] = [];
  const missing: { problem: Problem; key: string; ns: string; nsFile: LocaleFile }[] = [];
  for (const { pointer, value } of checked.collected.textKeys) {
    const sep = value.indexOf(':');
    if (sep < 0) continue; // the schema's pattern already reported it
    const ns = value.slice(0, sep);
    const key = value.slice(sep + 1);
    const base = locales.files.get(defaultLanguage);
    const nsFile = base?.get(ns);
    if (!nsFile) {
      problems.push(
        checked.source.problem(
          pointer,
          `"${value}": there is no locales/${defaultLanguage}/${ns}.json${didYouMean(ns, base?.keys() ?? [])}`,
        ),
      );
      continue;
    }
    if (nsFile.unreadable) continue; // its syntax error is the message
    if (!nsFile.entries.has(key) && !pluralStems(nsFile).has(key)) {
      const problem = checked.source.problem(
        pointer,
        `missing translation "${value}" in locales/${defaultLanguage}/${ns}.json`,
      );
      problems.push(problem);
      missing.push({ problem, key, ns, nsFile });
    }
    // A key English has but another language lacks is reported once, in that language's file,
    // by the locale check: not again here at every page that uses it.
  }
  // The likely key is looked for only where the message will be listed (the first of its kind
  // in the file's order): over 200,000 unknown keys the search was half the lint's time.
  missing.sort((a, b) => a.problem.line - b.problem.line || a.problem.column - b.problem.column);
  for (const { problem, key, ns, nsFile } of missing.slice(0, SHOWN_PER_KIND)) {
    const near = closest(key, nsFile.entries.keys());
    if (near) problem.message += ` — did you mean "${ns}:${near}"?`;
  }
  return problems;
}
