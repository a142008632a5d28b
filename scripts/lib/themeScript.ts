/**
 * The first-paint theme rule, inline in the head of every page that is not forced dark. It was
 * the external public/theme.js, a parser-blocking request of its own before the first paint
 * (Lighthouse mobile, /solutions: FCP 1.13 s with it, 0.91 s inline). A strict Content Security
 * Policy still holds: script-src allows this exact text by its hash (scripts/lib/headers.ts) and
 * nothing inline besides, so 'unsafe-inline' stays out (docs/architecture.md#strict-csp).
 *
 * The rule, the same as src/app/theme.ts's enterPage for a page that is not forced dark (the
 * unit test runs both over every stored state): the visitor's theme from before a forced-dark
 * landing page ("original-theme") or else their saved "theme"; "light" or "dark" win, anything
 * else follows the system. A page forced dark says so (data-theme) and is left alone. Storage
 * can be blocked: the prerendered default (dark) then stays.
 */
import { createHash } from 'node:crypto';

export const THEME_SCRIPT =
  "(function(){var h=document.documentElement;if(h.getAttribute('data-theme')==='dark')return;" +
  "try{var o=localStorage.getItem('original-theme'),s=o!==null?o:localStorage.getItem('theme')," +
  "t=s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';" +
  "h.classList.toggle('dark',t==='dark')}catch(e){}})()";

/** The CSP source that allows exactly THEME_SCRIPT. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The element as it stands in the head; the prerender removes it from forced-dark pages. */
export const THEME_SCRIPT_ELEMENT = `<script id="theme">${THEME_SCRIPT}</script>`;
