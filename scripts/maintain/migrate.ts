/**
 * `npm run migrate [files…]`: upgrades page files written in an older page format to the current
 * one, in place (all of pages/ when no file is named). The browser upgrades old pages as it loads
 * them; this writes the upgrade into the file, so the lint passes and the diff shows what changed.
 * Files already current, or that do not parse (the lint says why), are left untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate.ts';
import { filesUnder } from '../lib/files.ts';
import { root } from '../lib/paths.ts';

const pagesRoot = process.env.LINT_ROOT ? path.resolve(root, process.env.LINT_ROOT) : root;
const named = process.argv.slice(2).map((f) => path.resolve(f));
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
  const { moveTestimonials } = await import('./collections-migration.ts');
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
