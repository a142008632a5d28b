/**
 * `npm run i18n:status`: per language and namespace, how many translations are done, stale (the
 * English changed since), missing or pending, from locales/ and locales-made-from.json; a content
 * entry's texts saved as still to write count as pending under the entry's file, and every
 * pending text is listed.
 *
 *   npm run i18n:status                          the table
 *   npm run i18n:status -- --html status.html    the same as a page for non-developers
 *   npm run i18n:status -- --reviewed fr:about   record fr/about.json as made from today's English
 *                        (also: all, fr, fr:about:hero.title; several separated by commas)
 *
 * Exits 1 when anything is stale, missing or not recorded, so scripts can use it as a check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readLocales } from '../lint/locales.ts';
import {
  MADE_FROM_FILE,
  markReviewed,
  translationStates,
  type KeyState,
  type MadeFrom,
  type TranslationState,
} from '../lint/madeFrom.ts';
import { languageName } from '../lint/language.ts';
import { entryPendingStates } from '../lint/entryTranslations.ts';
import { articlePendingStates } from '../lint/articleTranslations.ts';
import { root } from '../lib/paths.ts';

const target = process.env.I18N_ROOT ?? root;
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const site = JSON.parse(fs.readFileSync(path.join(target, 'site.json'), 'utf8')) as {
  languages: string[];
  defaultLanguage: string;
};
const rel = (abs: string) => path.relative(target, abs).split(path.sep).join('/');
const locales = readLocales(target, rel, site.languages);
const recordFile = path.join(target, MADE_FROM_FILE);
const record: MadeFrom = fs.existsSync(recordFile)
  ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as MadeFrom)
  : {};
let states = translationStates(locales, site.languages, site.defaultLanguage, record);

const reviewed = arg('reviewed');
if (reviewed !== undefined) {
  const specs = reviewed.split(',').filter(Boolean);
  const bad = specs.filter((s) => s !== 'all' && !site.languages.includes(s.split(':')[0] ?? ''));
  if (bad.length || specs.length === 0) {
    console.error(
      `--reviewed takes all, a language (${site.languages.filter((l) => l !== site.defaultLanguage).join(', ')}), language:namespace or language:namespace:key; not ${bad.join(', ') || 'nothing'}`,
    );
    process.exit(2);
  }
  const { record: next, marked } = markReviewed(record, states, specs);
  fs.writeFileSync(recordFile, JSON.stringify(next, null, 2) + '\n');
  console.log(
    `recorded ${marked} translation${marked === 1 ? '' : 's'} as made from today's English`,
  );
  states = translationStates(locales, site.languages, site.defaultLanguage, next);
}
// Content entries' and articles' texts saved as still to write, from the same record (counted as pending;
// --reviewed leaves them alone: one stops being pending when it is written).
states = [
  ...states,
  ...entryPendingStates(target, record, site.languages, site.defaultLanguage),
  ...articlePendingStates(target, record, site.defaultLanguage),
];
/** A locale namespace is its file in locales/<language>/; an entry's is its own file. */
const fileName = (lang: string, ns: string) =>
  ns.includes('/') ? ns : `locales/${lang}/${ns}.json`;

type Counts = Record<TranslationState, number>;
const zero = (): Counts => ({ done: 0, stale: 0, unrecorded: 0, missing: 0, pending: 0 });
const byLang = new Map<string, { total: Counts; byNs: Map<string, Counts>; open: KeyState[] }>();
for (const s of states) {
  const row = byLang.get(s.lang) ?? { total: zero(), byNs: new Map(), open: [] as KeyState[] };
  byLang.set(s.lang, row);
  const ns = row.byNs.get(s.ns) ?? zero();
  row.byNs.set(s.ns, ns);
  ns[s.state]++;
  row.total[s.state]++;
  if (s.state !== 'done') row.open.push(s);
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
const lines: string[] = [];
lines.push(
  `${'language / file'.padEnd(28)}${pad('done', 7)}${pad('stale', 7)}${pad('missing', 9)}${pad('new', 6)}${pad('pending', 9)}`,
);
for (const [lang, row] of byLang) {
  const t = row.total;
  lines.push(
    `${`${lang}  ${languageName(lang)}`.padEnd(28)}${pad(t.done, 7)}${pad(t.stale, 7)}${pad(t.missing, 9)}${pad(t.unrecorded, 6)}${pad(t.pending, 9)}`,
  );
  for (const [ns, c] of row.byNs)
    if (c.stale || c.missing || c.unrecorded || c.pending)
      lines.push(
        `${`  ${ns.includes('/') ? ns : `${ns}.json`}`.padEnd(28)}${pad(c.done, 7)}${pad(c.stale, 7)}${pad(c.missing, 9)}${pad(c.unrecorded, 6)}${pad(c.pending, 9)}`,
      );
}
const open = states.filter((s) => s.state !== 'done');
const later = open.filter((s) => s.state === 'pending');
if (later.length) {
  lines.push('pending, per language (saved in the editor as still to write or check):');
  for (const s of later)
    lines.push(
      `  ${s.lang}  ${fileName(s.lang, s.ns)}  ${s.key}  (English: "${short(s.english)}")`,
    );
}
lines.push(
  open.length === 0
    ? '✔ every translation is done and made from today’s English'
    : `${open.length} to do: stale = English changed since; new = not recorded yet; pending = saved in the editor as still to write or check (see docs/translating.md)`,
);
console.log(lines.join('\n'));

const html = arg('html');
if (html) {
  fs.writeFileSync(html, page(byLang));
  console.log(`wrote ${html}`);
}
process.exitCode = open.length ? 1 : 0;

function short(text: string) {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 60 ? `${one.slice(0, 57)}…` : one;
}

function escape(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(rows: typeof byLang): string {
  const label: Record<TranslationState, string> = {
    done: 'done',
    stale: 'stale: the English changed',
    missing: 'missing',
    unrecorded: 'new, not recorded yet',
    pending: 'pending: saved as still to write or check',
  };
  const sections = [...rows]
    .map(([lang, row]) => {
      const t = row.total;
      const all = t.done + t.stale + t.missing + t.unrecorded + t.pending;
      const pct = all ? Math.floor((t.done / all) * 100) : 100;
      const items = row.open
        .map(
          (s) =>
            `<li><code>${escape(fileName(s.lang, s.ns))}</code> · <code>${escape(s.key)}</code> — ${label[s.state]}<br><span lang="en">English: ${escape(s.english)}</span></li>`,
        )
        .join('');
      return `<section><h2>${escape(languageName(lang))} <small>(${lang})</small></h2>
<p><meter min="0" max="100" value="${pct}">${pct}%</meter> ${t.done} of ${all} done · ${t.stale} stale · ${t.missing} missing · ${t.unrecorded} new · ${t.pending} pending</p>
${items ? `<ul>${items}</ul>` : '<p>Nothing to do.</p>'}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Translation status</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}h2{margin-top:2rem}li{margin:.5rem 0}span{color:#555}meter{width:10rem}</style>
</head><body><h1>Translation status</h1>
<p>Generated ${escape(new Date().toISOString().slice(0, 16).replace('T', ' '))} UTC by <code>npm run i18n:status</code>. “Stale” means the English text changed after the translation was written: update the translation, then record it (docs/translating.md).</p>
${sections}
</body></html>
`;
}
