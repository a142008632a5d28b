/**
 * The returning visitor's language before the first paint (docs/site/languages.md#preferred-language):
 * inline, first in the head of every page of the default language, before the stylesheet and any
 * text. A visitor whose stored language (the switcher's "preferred-language",
 * src/app/shell/languageLinks.ts) is another site language is sent to the same address in it
 * (/about → /fr/about, query and hash kept) with location.replace, so the unprefixed address
 * leaves no history entry. The page is hidden meanwhile: the old document keeps loading until
 * the new one arrives, and would otherwise be painted in English. The app applied the preference
 * only once it started, which it now does after the first paint: 0.5–3.4 s of English on a
 * desktop, more on a phone.
 *
 * Nothing happens without storage (crawlers, blocked storage), with no or an unknown stored
 * language, with the default language stored (the switcher stores it on a choice of English, so
 * no loop), or on an address that already names a language. It is an inline script because an
 * external one (even public/start.js, which is deferred) may run after the browser has painted;
 * a strict Content Security Policy allows this exact text by its hash (scripts/lib/headers.ts).
 * No "<" in it: the build and its tests find inline scripts by their text up to the next "<".
 */
import { createHash } from 'node:crypto';
import { defaultLanguage, languages, PREFERRED_LANGUAGE_KEY } from '../../src/i18n/languages.ts';

const others = JSON.stringify(languages.filter((l) => l !== defaultLanguage));

export const LANGUAGE_SCRIPT =
  `(function(){var o=${others},p,l=location,s=l.pathname.split('/')[1];` +
  `if(o.indexOf(s)!=-1)return;` +
  `try{p=localStorage.getItem(${JSON.stringify(PREFERRED_LANGUAGE_KEY)})}catch(e){return}` +
  `if(o.indexOf(p)==-1)return;` +
  `document.documentElement.style.display='none';` +
  `l.replace('/'+p+(l.pathname==='/'?'':l.pathname)+l.search+l.hash)})()`;

/** The CSP source that allows exactly LANGUAGE_SCRIPT. */
export const LANGUAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64')}'`;

/** The element as it stands first in the head of a default-language page. */
export const LANGUAGE_SCRIPT_ELEMENT = `<script id="language">${LANGUAGE_SCRIPT}</script>`;
