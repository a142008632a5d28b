import type { Problem } from '../scripts/lint/problem.ts';
import { fileInWords, inWords, paths } from '../scripts/lib/plainWords.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The lint's messages in the words of a person using the visual editor. The lint writes for a
 * terminal and a code editor: it names commands to run, files to open and the schema's own terms.
 * Here each message says what to do where the message is shown (rewrite the text, press a
 * button named as it appears), and never shows a command, a sign standing for a character, or a
 * schema term. The editor's own words are English, so these are too.
 */

/** The buttons beside a translation, as they read (TextKeyField.tsx draws them). */
export const STILL_CORRECT = 'Still correct';
export const TRANSLATE_LATER = 'Translate later';

type Rewrite = [RegExp, (m: RegExpExecArray) => string];

/** A content entry's translation left empty (scripts/lint/entryTranslations.ts words it). */
const TO_WRITE =
  /^(?:this language has no text here yet: write it \(the English reads "([^]*)"\)$|this list has \d+ entr(?:y|ies) in English, each written: write as many here, none empty$)/;

/** Is this problem a content entry's translation still to write, which may be saved as pending? */
export const isToWrite = (problem: Pick<Problem, 'message'>) => TO_WRITE.test(problem.message);

/** Signs that stand for a character (a no-break space shown as ⍽) never reach the screen. */
const STAND_IN = /[\u237D\u2400-\u2426]/g;

/** The person's own words, quoted as they are (a stand-in sign aside). */
const quote = (text: string | undefined) => `"${(text ?? '').replace(STAND_IN, ' ')}"`;

/** Messages about one translation, recognised by their start; each says what to do in place. */
const TRANSLATION: Rewrite[] = [
  [
    /^stale: the English changed since this (.+?) was written; it now reads "([^]*)"\. /,
    (m) =>
      `The English changed since this ${clean(m[1]!)} text was written; it now reads ${quote(m[2])}. Rewrite this text to say the same, or press "${STILL_CORRECT}" if it already does. "${TRANSLATE_LATER}" saves it as pending: the site is not published until it is done.`,
  ],
  [
    /^(\d+) new translations? in this file (?:is|are) not recorded yet/,
    () =>
      `This translation has not been checked against the English yet. If it says what the English says, press "${STILL_CORRECT}"; if not, rewrite it.`,
  ],
  [
    /^missing translation "[^"]*" \(English: "([^]*)"\)$/,
    (m) =>
      `This language has no text here yet: write it (the English reads ${quote(m[1])}), or press "${TRANSLATE_LATER}" to save without it for now.`,
  ],
  [
    // Which rules a file follows is a code editor's concern: the visual editor keeps it right.
    /^(?:add "\$schema": .* as the first (?:property|entry)|"\$schema" should be )/,
    () =>
      'This file does not name the rules it follows, or names the wrong ones: ask a developer to put this right.',
  ],
  [
    /^this photo needs a description for visitors who cannot see it/,
    () =>
      'This photo needs a description for visitors who cannot see it: write what it shows in the description boxes below it, in every language.',
  ],
  [
    TO_WRITE,
    (m) =>
      m[1] === undefined
        ? `This list needs as many entries as the English has, each written, or press "${TRANSLATE_LATER}" to save without it for now.`
        : `This language has no text here yet: write it (the English reads ${quote(m[1])}), or press "${TRANSLATE_LATER}" to save without it for now.`,
  ],
  [
    /^not ready to publish: the (.+?) text of .*? is still to write \(it was saved as pending; the English reads "([^]*)"\)\./,
    (m) =>
      `Pending: saved, but the site is not published until this ${clean(m[1]!)} text is written (the English reads ${quote(m[2])}). Write it here.`,
  ],
  [
    /^not ready to publish: the (.+?) text .*? is still to (write|check) \(it was saved as pending; the English reads "([^]*)"\)\./,
    (m) =>
      `Pending: saved, but the site is not published until this ${clean(m[1]!)} text is ${m[2] === 'write' ? 'written' : 'checked'} (the English reads ${quote(m[3])}). Rewrite it here, or press "${STILL_CORRECT}" if it already says what the English says.`,
  ],
  [
    /^"([^]*)" is the English text: translate it/,
    () =>
      'This text is still the English: translate it. (A name that stays the same in every language can be allowed by a developer.)',
  ],
  [
    /^placeholders differ from English: "([^]*)" has \{\{(.*)\}\}$/,
    (m) =>
      `Keep the parts in double braces exactly as the English has them (${quote(m[1])}): ${
        m[2] === '—'
          ? 'it has none.'
          : m[2]!
              .split(',')
              .map((p) => `{{${p}}}`)
              .join(', ')
      }`,
  ],
  [
    /^(.+?), at "([^]*)"\. "npm run fix:typography" fixes every file/,
    (m) => `${clean(m[1]!)}, at ${quote(m[2])}. Saving puts this right for you.`,
  ],
  [
    /^this text contains the sign (U\+[0-9A-F]+) at position (\d+), which only stands for another character/,
    (m) =>
      `At position ${m[2]} this text holds a sign that only stands for another character (${m[1]}), copied from a message: type a plain space there, or retype the character. Saving puts in the right spaces for you.`,
  ],
  [
    /^a figure is a value, not text|is not a figure: write/,
    () =>
      'A figure is a number, so that each language can write it its own way: choose the number form and type the number (a name such as TLS 1.3 goes in the text form).',
  ],
];

/** Words of the schema and of the files, said plainly. */
const TERMS: [RegExp, string][] = [
  [/\$ref\b/g, 'reference'],
  [/\bJSON pointer\b/gi, 'place'],
  [/\bJSON\b/g, 'file'],
  [/\b(?:translation|text) keys\b/gi, 'texts'],
  [/\b(?:translation|text) key\b/gi, 'text'],
  [/\bschema\b/gi, 'rules'],
  // PascalCase names of the schema's parts: FigureValue → figure value.
  [/\b[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+\b/g, ''],
];

/** A command to type, in quotes or not: a person in the editor has no terminal. */
const COMMAND = /\b(?:npm run|npm|npx|tsx) [\w:-]|\bgit (?:checkout|add|commit|restore)\b/;

/** The text without commands, schema terms or stand-in signs; the person's own words stay. */
function clean(text: string): string {
  const sentences = text
    .replace(STAND_IN, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) =>
      s
        // A clause or aside that names a command: "…, then run "npm …"", "(README, …)".
        .replace(/\s*\([^()]*\b(?:npm|npx|git|README|docs\/)\b[^()]*\)/g, '')
        .replace(
          /[,;:]?\s*(?:then |or )?(?:run|with|restore it with|by)\s+["`](?:npm|npx|git)[^"`]*["`][^,.;]*/g,
          '',
        )
        .replace(/\bnpm run [\w:-]+(?: --? ?[\w:,.-]*)*/g, ''),
    )
    .filter((s) => !COMMAND.test(s) && s.trim() !== '');
  let out = sentences.join(' ');
  for (const [find, put] of TERMS)
    out = out.replace(find, (word) =>
      put === '' ? word.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase() : put,
    );
  return paths(out)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** One lint problem as the editor shows it. */
export function editorMessage(problem: Pick<Problem, 'message'>): string {
  const message = problem.message;
  for (const [find, say] of TRANSLATION) {
    const m = find.exec(message);
    if (m) return say(m);
  }
  // A path the lint names ("add locales/de/about.json") is said as what the file holds.
  const said = inWords(clean(message));
  return said
    ? said.charAt(0).toUpperCase() + said.slice(1)
    : 'This does not pass the site’s check: ask a developer to look at it.';
}

/**
 * Where a problem is, as the editor shows it, in words and never a file's path: a page and its
 * section ("Page “contact” · section 3"), or for a translation the language and the text's name
 * ("French · hero.title").
 */
export function placeOf(problem: Pick<Problem, 'file' | 'line' | 'column' | 'pointer'>): string {
  const locale = /^locales\/([a-z]{2,3})\/[^/]+\.json$/.exec(problem.file);
  const page = /^pages\/(.+)\.json$/.exec(problem.file);
  if (page) {
    const section = /^\/blocks\/(\d+)/.exec(problem.pointer);
    const name = page[1]!.startsWith('_sections/')
      ? `Shared section “${page[1]!.slice('_sections/'.length)}”`
      : `Page “${page[1]}”`;
    return section ? `${name} · section ${Number(section[1]) + 1}` : name;
  }
  if (!locale) return capital(fileInWords(problem.file));
  const lang = locale[1]!;
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  const key = problem.pointer.split('/').filter(Boolean).join('.');
  return key ? `${name} · ${key}` : name;
}
