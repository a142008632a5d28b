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
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(
    file,
    // Indented first: Prettier keeps an object expanded when its source was, as in every page file.
    await prettier.format(JSON.stringify(ordered, null, 2), { ...options, filepath: file }),
  );
  console.log(`${relName}: upgraded from version ${version} to ${CURRENT_VERSION}`);
  upgraded += 1;
}
console.log(
  upgraded
    ? `${upgraded} page file${upgraded === 1 ? '' : 's'} upgraded`
    : `every page file is already in the current format (version ${CURRENT_VERSION})`,
);

await moveTestimonialFiles();

/**
 * Testimonials written as one file per language become one file per entry (every language side
 * by side) plus the page's own words in content/testimonials-page.<lang>.json; the home page's
 * second copy of the quotes (simple.<lang>.json) goes, as the marquee now shows the same entries.
 */
async function moveTestimonialFiles() {
  const { moveTestimonials } = await import('./collectionsMigration.ts');
  const site = JSON.parse(fs.readFileSync(path.join(pagesRoot, 'site.json'), 'utf8')) as {
    languages: string[];
    defaultLanguage: string;
  };
  const dir = path.join(pagesRoot, 'content', 'testimonials');
  const fileOf = (lang: string, base: string) =>
    path.join(dir, lang === site.defaultLanguage ? `${base}.json` : `${base}.${lang}.json`);
  if (!fs.existsSync(fileOf(site.defaultLanguage, 'testimonials'))) return;
  const files = new Map<string, Record<string, unknown>>();
  for (const lang of site.languages) {
    const file = fileOf(lang, 'testimonials');
    if (fs.existsSync(file))
      files.set(lang, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  const { entries, pages } = moveTestimonials(files, site.languages, site.defaultLanguage);
  const write = async (file: string, value: Record<string, unknown>) => {
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(
      file,
      await prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: file }),
    );
  };
  for (const [id, entry] of entries)
    await write(path.join(dir, `${id}.json`), {
      $schema: '../../schemas/content/testimonial.schema.json',
      ...entry,
    });
  for (const [lang, page] of pages) {
    const base = path.join(pagesRoot, 'content', 'testimonials-page');
    await write(lang === site.defaultLanguage ? `${base}.json` : `${base}.${lang}.json`, {
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
  const section = JSON.parse(fs.readFileSync(sectionFile, 'utf8')) as {
    blocks: Record<string, unknown>[];
  };
  const block = section.blocks.find((b) => b.type === 'teamGrid' && Array.isArray(b.members));
  if (!block) return;
  const site = JSON.parse(fs.readFileSync(path.join(pagesRoot, 'site.json'), 'utf8')) as {
    languages: string[];
  };
  const localeFile = (lang: string) => path.join(pagesRoot, 'locales', lang, 'team.json');
  const words = new Map(
    site.languages.map((lang) => [
      lang,
      JSON.parse(fs.readFileSync(localeFile(lang), 'utf8')) as Record<string, unknown>,
    ]),
  );
  const lookUp = (lang: string, key: string): unknown =>
    key
      .replace(/^team:/, '')
      .split('.')
      .reduce<unknown>(
        (node, part) => (Object(node) as Record<string, unknown>)[part],
        words.get(lang),
      );
  const inAll = (key: unknown) =>
    typeof key === 'string'
      ? Object.fromEntries(site.languages.map((lang) => [lang, lookUp(lang, key)]))
      : undefined;
  const write = async (file: string, value: unknown) => {
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      await prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: file }),
    );
  };
  const ids: string[] = [];
  for (const member of block.members as Record<string, unknown>[]) {
    const id = String(member.id);
    ids.push(id);
    const expertise = Array.isArray(member.expertise) ? (member.expertise as string[]) : [];
    await write(path.join(pagesRoot, 'content', 'team', `${id}.json`), {
      $schema: '../../schemas/content/teamMember.schema.json',
      id,
      name: member.name,
      role: inAll(member.role),
      ...(member.experience ? { experience: inAll(member.experience) } : {}),
      ...(member.bio ? { bio: inAll(member.bio) } : {}),
      ...(expertise.length
        ? {
            expertise: Object.fromEntries(
              site.languages.map((lang) => [lang, expertise.map((k) => lookUp(lang, k))]),
            ),
          }
        : {}),
      ...(member.certifications ? { certifications: member.certifications } : {}),
    });
  }
  delete block.members;
  block.from = 'team';
  block.select = ids;
  await write(sectionFile, section);
  // The words now live in the members' files: the locale files, their translation record and
  // the list of words allowed to equal the English lose them.
  for (const [lang, file] of words) {
    delete file.members;
    await write(localeFile(lang), file);
  }
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
    await write(abs, drop(JSON.parse(fs.readFileSync(abs, 'utf8'))));
  }
  console.log(
    `content/team: ${ids.length} team members moved to one file each (every language in it)`,
  );
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
  const { moveCaseStudies, withoutKeys } = await import('./caseStudiesMigration.ts');
  const site = JSON.parse(fs.readFileSync(path.join(pagesRoot, 'site.json'), 'utf8')) as {
    languages: string[];
  };
  const write = async (file: string, value: unknown) => {
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      await prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: file }),
    );
  };
  const localeFile = (lang: string, ns: string) =>
    path.join(pagesRoot, 'locales', lang, `${ns}.json`);
  const locales = new Map<string, Record<string, unknown>>();
  const locale = (lang: string, ns: string) => {
    const file = localeFile(lang, ns);
    if (!locales.has(file))
      locales.set(
        file,
        fs.existsSync(file)
          ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
          : {},
      );
    return locales.get(file) ?? {};
  };
  const words = (lang: string, key: string): unknown => {
    const [ns = '', at = ''] = key.split(/:(.*)/s);
    return at
      .split('.')
      .reduce<unknown>(
        (node, part) => (Object(node) as Record<string, unknown>)[part],
        locale(lang, ns),
      );
  };
  const moved = new Set<string>();
  let count = 0;
  for (const file of filesUnder(path.join(pagesRoot, 'pages'), '.json')) {
    let page: { blocks?: unknown };
    try {
      page = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks?: unknown };
    } catch {
      continue;
    }
    if (!Array.isArray(page.blocks)) continue;
    const move = moveCaseStudies(page.blocks, site.languages, words);
    if (!move.entries.size) continue;
    for (const [id, entry] of move.entries)
      await write(path.join(pagesRoot, 'content', 'case-studies', `${id}.json`), {
        $schema: '../../schemas/content/caseStudy.schema.json',
        ...entry,
      });
    // The page is edited where the case studies were, so the rest keeps its own layout.
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
    for (const key of move.moved) moved.add(key);
    count += move.entries.size;
  }
  if (!count) return;
  // "ns:path" keys, grouped by file: the locale files and the translation record drop them.
  const byNs = new Map<string, Set<string>>();
  for (const key of moved) {
    const [ns = '', at = ''] = key.split(/:(.*)/s);
    byNs.set(ns, (byNs.get(ns) ?? new Set()).add(at));
  }
  for (const [ns, paths] of byNs)
    for (const lang of site.languages)
      if (fs.existsSync(localeFile(lang, ns)))
        await write(localeFile(lang, ns), withoutKeys(locale(lang, ns), paths));
  const recordFile = path.join(pagesRoot, 'locales-made-from.json');
  if (fs.existsSync(recordFile)) {
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    for (const files of Object.values(record))
      for (const [ns, paths] of byNs) {
        const own = files[ns];
        if (own) for (const at of paths) delete own[at];
      }
    await write(recordFile, record);
  }
  const allowFile = path.join(pagesRoot, 'locales-allow-identical.json');
  if (fs.existsSync(allowFile)) {
    const allow = JSON.parse(fs.readFileSync(allowFile, 'utf8')) as {
      keys?: Record<string, unknown>;
    };
    for (const key of moved) if (allow.keys) delete allow.keys[key];
    await write(allowFile, allow);
  }
  console.log(
    `content/case-studies: ${count} case studies moved to one file each (every language in it)`,
  );
}
