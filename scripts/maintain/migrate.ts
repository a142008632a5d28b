/**
 * `npm run migrate [files…]`: upgrades page files written in an older page format to the current
 * one, in place (all of pages/ when no file is named), and moves blog articles still kept as JSON
 * (content/blog/articles/) into the Markdown collection (content/blog/<id>/<language>.md). The browser upgrades old pages as it loads
 * them; this writes the upgrade into the file, so the lint passes and the diff shows what changed.
 * Files already current, or that do not parse (the lint says why), are left untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { applyEdits, modify } from 'jsonc-parser';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate.ts';
import { defaultLanguage } from '../../src/i18n/languages.ts';
import { moveArticles } from './articlesToMarkdown.ts';
import { filesUnder } from '../lib/files.ts';
import { root } from '../lib/paths.ts';

const pagesRoot = process.env.LINT_ROOT ? path.resolve(root, process.env.LINT_ROOT) : root;
const named = process.argv.slice(2).map((f) => path.resolve(f));

// Articles first: the move also points the blog's pages at the collection.
if (!named.length) {
  const moved = moveArticles(pagesRoot, defaultLanguage);
  for (const file of moved) console.log(`${file}: written from the JSON article`);
  if (moved.length)
    console.log(
      `${moved.length} articles moved to Markdown; write each image's "imageAlt" (what it shows), then run npm run lint:pages`,
    );
}
const files = named.length ? named : filesUnder(path.join(pagesRoot, 'pages'), '.json');

let upgraded = 0;
for (const file of files) {
  const relName = path.relative(process.cwd(), file);
  let page: unknown;
  try {
    page = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`${relName}: not valid JSON, left as it is (npm run lint:pages says where)`);
    process.exitCode = 1;
    continue;
  }
  if (!page || typeof page !== 'object' || Array.isArray(page)) continue;
  const version = (page as { schemaVersion?: unknown }).schemaVersion ?? 0;
  if (typeof version !== 'number' || version >= CURRENT_VERSION) continue;
  const next = migrate(page as Record<string, unknown>) as unknown as Record<string, unknown>;
  // "$schema" first, then "schemaVersion", then the page's own order: the diff is the upgrade.
  const { $schema, schemaVersion, ...rest } = next;
  const ordered = { ...($schema === undefined ? {} : { $schema }), schemaVersion, ...rest };
  await writeJson(file, ordered);
  console.log(`${relName}: upgraded from version ${version} to ${CURRENT_VERSION}`);
  upgraded += 1;
}
console.log(
  upgraded
    ? `${upgraded} page file${upgraded === 1 ? '' : 's'} upgraded`
    : `every page file is already in the current format (version ${CURRENT_VERSION})`,
);

/**
 * `value` written to `file` as Prettier formats it there. Indented first: Prettier keeps an
 * object expanded when its source was, as in every page file.
 */
async function writeJson(file: string, value: unknown) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    await prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: file }),
  );
}

function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The site's languages, as site.json lists them. */
function readSite() {
  return readJson<{ languages: string[]; defaultLanguage: string }>(
    path.join(pagesRoot, 'site.json'),
  );
}

/** The text at a dotted path ("members.amina.role") of a tree of words. */
function wordAt(tree: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((node, part) => (Object(node) as Record<string, unknown>)[part], tree);
}

await moveTestimonialFiles();

/**
 * Testimonials written as one file per language become one file per entry (every language side
 * by side) plus the page's own words in content/testimonials-page.<lang>.json; the home page's
 * second copy of the quotes (simple.<lang>.json) goes, as the marquee now shows the same entries.
 */
async function moveTestimonialFiles() {
  const { moveTestimonials } = await import('./collectionsMigration.ts');
  const site = readSite();
  const dir = path.join(pagesRoot, 'content', 'testimonials');
  const fileOf = (lang: string, base: string) =>
    path.join(dir, lang === site.defaultLanguage ? `${base}.json` : `${base}.${lang}.json`);
  if (!fs.existsSync(fileOf(site.defaultLanguage, 'testimonials'))) return;
  const files = new Map<string, Record<string, unknown>>();
  for (const lang of site.languages) {
    const file = fileOf(lang, 'testimonials');
    if (fs.existsSync(file)) files.set(lang, readJson(file));
  }
  const { entries, pages } = moveTestimonials(files, site.languages, site.defaultLanguage);
  for (const [id, entry] of entries)
    await writeJson(path.join(dir, `${id}.json`), {
      $schema: '../../schemas/content/testimonial.schema.json',
      ...entry,
    });
  for (const [lang, page] of pages) {
    const base = path.join(pagesRoot, 'content', 'testimonials-page');
    await writeJson(lang === site.defaultLanguage ? `${base}.json` : `${base}.${lang}.json`, {
      $schema: '../schemas/content/testimonials.schema.json',
      ...page,
    });
  }
  for (const lang of site.languages)
    for (const base of ['testimonials', 'simple']) fs.rmSync(fileOf(lang, base), { force: true });
  console.log(
    `content/testimonials: ${entries.size} testimonials moved to one file each (every language in it)`,
  );
}

await moveTeamMembers();

/**
 * Team members written inline in pages/_sections/team.json, their words under "members" in
 * locales/<lang>/team.json, become one file per person in content/team/ (every language side by
 * side); the section then names them with "from" and "select", in the same order.
 */
async function moveTeamMembers() {
  const sectionFile = path.join(pagesRoot, 'pages', '_sections', 'team.json');
  if (!fs.existsSync(sectionFile)) return;
  const section = readJson<{ blocks: Record<string, unknown>[] }>(sectionFile);
  const block = section.blocks.find((b) => b.type === 'teamGrid' && Array.isArray(b.members));
  if (!block) return;
  const site = readSite();
  const localeFile = (lang: string) => path.join(pagesRoot, 'locales', lang, 'team.json');
  const words = new Map(
    site.languages.map((lang) => [lang, readJson<Record<string, unknown>>(localeFile(lang))]),
  );
  const lookUp = (lang: string, key: string) => wordAt(words.get(lang), key.replace(/^team:/, ''));
  const ids: string[] = [];
  for (const member of block.members as Record<string, unknown>[]) {
    ids.push(String(member.id));
    await writeJson(
      path.join(pagesRoot, 'content', 'team', `${String(member.id)}.json`),
      teamMemberEntry(member, site.languages, lookUp),
    );
  }
  delete block.members;
  block.from = 'team';
  block.select = ids;
  await writeJson(sectionFile, section);
  // The words now live in the members' files: the locale files, their translation record and
  // the list of words allowed to equal the English lose them.
  for (const [lang, file] of words) {
    delete file.members;
    await writeJson(localeFile(lang), file);
  }
  await dropTeamMemberWords();
  console.log(
    `content/team: ${ids.length} team members moved to one file each (every language in it)`,
  );
}

/** A team member of the section as its own file: each translation key becomes every language. */
function teamMemberEntry(
  member: Record<string, unknown>,
  languages: string[],
  lookUp: (lang: string, key: string) => unknown,
): Record<string, unknown> {
  const inAll = (key: unknown) =>
    typeof key === 'string'
      ? Object.fromEntries(languages.map((lang) => [lang, lookUp(lang, key)]))
      : undefined;
  const expertise = Array.isArray(member.expertise) ? (member.expertise as string[]) : [];
  return {
    $schema: '../../schemas/content/teamMember.schema.json',
    id: String(member.id),
    name: member.name,
    role: inAll(member.role),
    ...(member.experience ? { experience: inAll(member.experience) } : {}),
    ...(member.bio ? { bio: inAll(member.bio) } : {}),
    ...(expertise.length
      ? {
          expertise: Object.fromEntries(
            languages.map((lang) => [lang, expertise.map((k) => lookUp(lang, k))]),
          ),
        }
      : {}),
    ...(member.certifications ? { certifications: member.certifications } : {}),
  };
}

/** The translation record and the allow-list forget the members' words, which moved. */
async function dropTeamMemberWords() {
  for (const name of ['locales-made-from.json', 'locales-allow-identical.json']) {
    const abs = path.join(pagesRoot, name);
    if (!fs.existsSync(abs)) continue;
    // "team:members.…" in the allow-list, "members.…" under "team" in the record.
    const drop = (node: unknown, parent = ''): unknown => {
      if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
      return Object.fromEntries(
        Object.entries(node as Record<string, unknown>)
          .filter(
            ([k]) =>
              !k.startsWith('team:members.') && !(parent === 'team' && k.startsWith('members.')),
          )
          .map(([k, v]) => [k, drop(v, k)]),
      );
    };
    await writeJson(abs, drop(readJson<unknown>(abs)));
  }
}

await moveCaseStudyFiles();

/**
 * Case studies written inline in a page (one caseStudy block each, their words under the page's
 * locale files) become one file per case study in content/case-studies/ (every language side by
 * side); the page then shows them through one caseStudies block that names them in the same
 * order, and the locale files, their translation record and the list of words allowed to equal
 * the English lose the words that moved.
 */
async function moveCaseStudyFiles() {
  const site = readSite();
  const locales = localeFiles();
  const moved = new Set<string>();
  let count = 0;
  for (const file of filesUnder(path.join(pagesRoot, 'pages'), '.json')) {
    const move = await moveCaseStudiesOfPage(file, site.languages, locales);
    if (!move) continue;
    for (const key of move.moved) moved.add(key);
    count += move.entries.size;
  }
  if (!count) return;
  await dropCaseStudyWords(moved, site.languages, locales);
  console.log(
    `content/case-studies: ${count} case studies moved to one file each (every language in it)`,
  );
}

/** The locale files of pagesRoot, each read once and kept as the move changes it. */
function localeFiles() {
  const read = new Map<string, Record<string, unknown>>();
  const fileOf = (lang: string, ns: string) => path.join(pagesRoot, 'locales', lang, `${ns}.json`);
  const words = (lang: string, ns: string): Record<string, unknown> => {
    const file = fileOf(lang, ns);
    if (!read.has(file)) read.set(file, fs.existsSync(file) ? readJson(file) : {});
    return read.get(file) ?? {};
  };
  /** The text of a "ns:path.to.text" key in a language. */
  const text = (lang: string, key: string): unknown => {
    const [ns = '', at = ''] = key.split(/:(.*)/s);
    return wordAt(words(lang, ns), at);
  };
  return { fileOf, words, text };
}

type LocaleFiles = ReturnType<typeof localeFiles>;

/**
 * The case studies of one page file written to content/case-studies/, and the page edited where
 * they were, so the rest keeps its own layout; null when the page has none (or does not parse).
 */
async function moveCaseStudiesOfPage(file: string, languages: string[], locales: LocaleFiles) {
  const { moveCaseStudies } = await import('./caseStudiesMigration.ts');
  let page: { blocks?: unknown };
  try {
    page = readJson<{ blocks?: unknown }>(file);
  } catch {
    return null;
  }
  if (!Array.isArray(page.blocks)) return null;
  const move = moveCaseStudies(page.blocks, languages, (lang, key) => locales.text(lang, key));
  if (!move.entries.size) return null;
  for (const [id, entry] of move.entries)
    await writeJson(path.join(pagesRoot, 'content', 'case-studies', `${id}.json`), {
      $schema: '../../schemas/content/caseStudy.schema.json',
      ...entry,
    });
  let text = fs.readFileSync(file, 'utf8');
  const formattingOptions = { insertSpaces: true, tabSize: 2 };
  const at = page.blocks.flatMap((b, i) =>
    (b as { type?: unknown } | null)?.type === 'caseStudy' ? [i] : [],
  );
  for (const i of [...at].reverse())
    text = applyEdits(text, modify(text, ['blocks', i], undefined, { formattingOptions }));
  const first = at[0] ?? 0;
  text = applyEdits(
    text,
    modify(text, ['blocks', first], move.blocks[first], {
      formattingOptions,
      isArrayInsertion: true,
    }),
  );
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return move;
}

/** The locale files, the translation record and the allow-list drop the moved "ns:path" keys. */
async function dropCaseStudyWords(moved: Set<string>, languages: string[], locales: LocaleFiles) {
  const { withoutKeys } = await import('./caseStudiesMigration.ts');
  // Grouped by file.
  const byNs = new Map<string, Set<string>>();
  for (const key of moved) {
    const [ns = '', at = ''] = key.split(/:(.*)/s);
    byNs.set(ns, (byNs.get(ns) ?? new Set()).add(at));
  }
  for (const [ns, paths] of byNs)
    for (const lang of languages)
      if (fs.existsSync(locales.fileOf(lang, ns)))
        await writeJson(locales.fileOf(lang, ns), withoutKeys(locales.words(lang, ns), paths));
  const recordFile = path.join(pagesRoot, 'locales-made-from.json');
  if (fs.existsSync(recordFile)) {
    const record = readJson<Record<string, Record<string, Record<string, unknown>>>>(recordFile);
    for (const files of Object.values(record))
      for (const [ns, paths] of byNs) {
        const own = files[ns];
        if (own) for (const at of paths) delete own[at];
      }
    await writeJson(recordFile, record);
  }
  const allowFile = path.join(pagesRoot, 'locales-allow-identical.json');
  if (fs.existsSync(allowFile)) {
    const allow = readJson<{ keys?: Record<string, unknown> }>(allowFile);
    for (const key of moved) if (allow.keys) delete allow.keys[key];
    await writeJson(allowFile, allow);
  }
}
