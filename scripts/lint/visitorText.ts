import { clip, RESERVED } from './source.ts';
import { PLACEHOLDER_GLYPH } from './typography.ts';

export { RESERVED };

/**
 * What a text visitors read may not hold, whatever file it is written in (locales/, content/,
 * site.json, the names and labels in pages/). The site shows every text as written, so each of
 * these would either show as typed or do something no editor meant.
 */

/**
 * An HTML tag as a browser would read one, not every "<": "< 2 s", "a<b", "<3" and "x<y/2" are
 * words. A tag is "<" then a letter-led name ended by ">" or by "/" before a letter, ">" or space
 * (<b>, <br/>, <img/src=x …>, <svg/onload=…>), or by a space with an attribute or ">" later in
 * the text (<img src=x onerror=…>, an unclosed <script src=//…); any end tag (</b, </script/x>);
 * a comment, doctype or processing instruction (<!--, <!DOCTYPE, <?xml). The names that are
 * dangerous on their own are refused whatever follows them ("…<script" at the end of a text).
 */
const TAG =
  /<\/[A-Za-z]|<[A-Za-z][^\s/>]*(?:>|\/[A-Za-z>\s])|<[A-Za-z][^\s/>]*\s[^<]*?[=>]|<!(?:--|[A-Za-z[])|<\?[A-Za-z]|<(?:script|style|iframe|object|embed|svg|math|img|link|meta|base|form|frame|template|noscript|xmp|plaintext)(?![A-Za-z0-9-])/i;

/**
 * Characters that are invisible or change how a line reads, refused in every text:
 * - C0 and C1 control characters (tabs and line breaks aside: article bodies have paragraphs),
 *   U+2028/U+2029 (line breaks that end a line of script), U+FEFF (an invisible no-break);
 * - U+202A–U+202E, embeddings and overrides: an override shows the letters after it in reverse
 *   order ("Trojan Source"), so what an editor reviews is not what a visitor reads, and Unicode
 *   itself replaced the embeddings by the isolates;
 * - U+2066–U+2069, the isolates, when unbalanced: a pair is how a Latin name sits in an Arabic
 *   sentence, but one left open or a stray closer reorders the text around it.
 * The marks U+200E, U+200F and U+061C (LRM, RLM, ALM) are allowed in every language: they are
 * an invisible letter of a direction, reorder nothing beyond the punctuation beside them, and
 * Arabic needs them where a sentence ends in a Latin word or a number (the Arabic articles use
 * them). They are refused in keys and addresses, where no one needs them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
const OVERRIDE = /[\u202a-\u202e]/;
const ISOLATE = /[\u2066-\u2069]/g;

const codePoint = (c: string) =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Open isolates left at the end, or a closer with nothing open: the text's direction leaks. */
function unbalancedIsolate(text: string): boolean {
  let open = 0;
  for (const m of text.matchAll(ISOLATE)) {
    if (m[0] === '\u2069') {
      if (--open < 0) return true;
    } else open++;
  }
  return open !== 0;
}

/** The plain-words problem with a text visitors read, or null. */
export function visitorTextProblem(text: string): string | null {
  const tag = TAG.exec(text);
  if (tag) {
    const end = text.indexOf('>', tag.index);
    const shown = text.slice(tag.index, end >= 0 && end - tag.index < 60 ? end + 1 : undefined);
    return `this text contains HTML markup (${clip(shown, 40)}): the site shows words as plain text, so visitors would see the tags as typed. Remove the markup; for a link or a button use the block's own fields`;
  }
  if (text.includes('$t('))
    return `this text contains "$t(", which the site shows exactly as typed: it does not put one text inside another. Write the words themselves`;
  const invisible = INVISIBLE.exec(text);
  if (invisible)
    return `this text contains an invisible control character (${codePoint(invisible[0])}) at position ${invisible.index + 1}, usually pasted from another program: retype that part of the text`;
  const glyph = PLACEHOLDER_GLYPH.exec(text);
  if (glyph)
    return `this text contains the sign ${codePoint(glyph[0])} at position ${glyph.index + 1}, which only stands for another character (a space, a character lost in copying): visitors would see the sign itself. Type a plain space there (the no-break spaces are put in for you by "npm run fix:typography" and by the visual editor), or retype the character`;
  const override = OVERRIDE.exec(text);
  if (override)
    return `this text contains an invisible direction override (${codePoint(override[0])}) at position ${override.index + 1}: it shows the letters after it in another order than they are written. Remove it; for a Latin word in Arabic text no mark is needed, or use the marks U+200E/U+200F`;
  if (unbalancedIsolate(text))
    return 'this text opens an invisible direction isolate (U+2066, U+2067 or U+2068) without closing it with U+2069, or closes one it never opened: it changes the order of the text around it. Remove them, or close each one you open';
  return null;
}

/**
 * The problem with a key of a translation file, or null. (A reserved key is found in every file
 * by JsonSource: "__proto__" never reaches the parsed value to be seen here.)
 */
export function localeKeyProblem(key: string): string | null {
  if (key === '')
    return 'a key cannot be empty (""): no page can name a text without a name. Give it a name in letters, like "title"';
  if (key.includes('.'))
    return `the key ${clip(key)} contains a dot: pages name texts by their path with dots ("hero.title"), so this one cannot be reached. Use a group { } instead, or letters without dots`;
  if (INVISIBLE.test(key) || OVERRIDE.test(key) || /[\u200e\u200f\u061c\u2066-\u2069]/.test(key))
    return `the key ${clip(key)} contains an invisible character, so no page can name it: retype the key`;
  return null;
}
