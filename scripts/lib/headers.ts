/**
 * The one source of the HTTP rules the site is served with
 * (docs/architecture.md#one-set-of-http-rules): security headers, caching and redirects.
 * `scripts/build/hostFiles.ts` writes them into dist/ for static hosts (`_headers`, `_redirects`: the
 * format Netlify and Cloudflare Pages read) and `scripts/serve/serve.ts` applies the very same values, so
 * `npm start` serves what production serves.
 */
import site from '../../site.json' with { type: 'json' };
import { LANGUAGE_SCRIPT_SOURCE } from './languageScript.ts';
import { START_SCRIPT_SOURCE } from './startScript.ts';
import { THEME_SCRIPT_SOURCE } from './themeScript.ts';

const origin = (url: string | undefined) => (url ? new URL(url).origin : null);

/**
 * Content Security Policy (docs/architecture.md#strict-csp): scripts only from this origin, and of
 * inline scripts only the first-paint language and theme rules and public/start.js, allowed by their hashes (no 'unsafe-inline'; JSON
 * data elements are not executed and need nothing); style attributes are allowed (React's style
 * props), style elements are not; images and fonts are self-hosted (the favicon is a data:
 * address). A directive that would say what default-src says is left out (fonts, media, workers,
 * the manifest, style elements under style-src, connections without a form or beacon endpoint
 * elsewhere): browsers fall back to it, and the policy is sent with every page, before its
 * first byte, where 14.6 KB is all a slow link's first round trip carries.
 */
export function contentSecurityPolicy(): string {
  const settings = site as { forms?: { endpoint?: string }; analytics?: { endpoint?: string } };
  const endpoint = origin(settings.forms?.endpoint);
  const beacon = origin(settings.analytics?.endpoint);
  const connect = [...new Set([endpoint, beacon].filter(Boolean))].map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${LANGUAGE_SCRIPT_SOURCE} ${THEME_SCRIPT_SOURCE} ${START_SCRIPT_SOURCE}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    ...(connect ? [`connect-src 'self'${connect}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${endpoint ? ` ${endpoint}` : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy as a `<meta http-equiv>` in every page, for hosts that ignore `_headers`: without the
 * directives a meta element cannot carry (browsers ignore frame-ancestors, report-uri and sandbox
 * there; X-Frame-Options and the header keep framing refused where they are sent).
 */
export function metaContentSecurityPolicy(): string {
  return contentSecurityPolicy()
    .split('; ')
    .filter((d) => !/^(frame-ancestors|report-uri|sandbox)\b/.test(d))
    .join('; ');
}

/** Sent with every response. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    // Two years, subdomains, preload-ready: the site is https-only (site.json "url").
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy':
      // (No interest-cohort: FLoC was withdrawn in 2022, and Chromium reports the name as unknown.)
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/** Hashed build output never changes under its name; everything else is revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const cacheControl = (pathname: string) =>
  pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;

/** `_headers`: the security headers for every path, and the long cache for /assets/. */
export function headersFile(): string {
  const all = Object.entries(securityHeaders())
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n');
  return `/*\n${all}\n  Cache-Control: ${REVALIDATE}\n\n/assets/*\n  Cache-Control: ${IMMUTABLE}\n`;
}

/**
 * `_redirects`: real 301s for the pages that only redirect (the prerendered meta refresh stays
 * for hosts without the file). Unknown paths get 404.html with status 404 from the host itself.
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${r.from}  ${r.to}  301`).join('\n') + '\n';
}

export interface Redirect {
  from: string;
  to: string;
}

/** The redirects of a `_redirects` file as redirectsFile wrote it (the servers read dist's). */
export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts): parts is [string, string, ...string[]] => parts.length >= 2 && !!parts[0])
    .map(([from, to]) => ({ from, to }));
}

/*
 * The request rules every engine applies before it looks for a file (the local server in
 * scripts/serve/serve.ts, and the nginx and Caddy configurations in scripts/lib/serverConfigs.ts).
 * Written as regular expressions in the subset JavaScript, PCRE (nginx) and RE2 (Caddy) share, so
 * the three engines run the very same text.
 */

/** Only these methods are answered; anything else gets 405 with `Allow`. */
export const METHODS = ['GET', 'HEAD'] as const;

/**
 * The raw request target (path and query, still percent-encoded) of a request for a trailing-slash
 * address. The canonical address has no trailing slash: the Location is "/" + $1 + $2, where $1
 * has lost every leading slash and backslash, so it can never start with "//" or "/\", which a
 * browser would resolve to another host.
 */
export const TRAILING_SLASH = String.raw`^/[/\\]*([^?]*?)/+(\?.*)?$`;

/**
 * Raw paths with a dot segment ("/./", "/../", also percent-encoded) are refused with 400: nginx
 * refuses "/../" itself before any configuration runs, Caddy and Go would resolve them.
 */
export const DOT_SEGMENT = String.raw`^[^?]*/(\.|%2[eE])(\.|%2[eE])?(/|\?|$)`;

/**
 * Raw paths that name no file on any engine, answered 404: a percent-encoded slash or backslash,
 * a raw backslash or a doubled slash (nginx and Go would resolve them to a file as separators,
 * the node server's file map does not).
 */
export const ENCODED_SEPARATOR = String.raw`^[^?]*(%2[fF]|%5[cC]|\\|//)`;

/**
 * A path with a percent-encoded NUL ("/%00") is a bad request (400): nginx refuses it while
 * decoding, and Caddy's file server failed on it with 500.
 */
export const ENCODED_NUL = String.raw`^[^?]*%00`;

/**
 * The longest request target served: a request line must fit nginx's 8 KB header buffer
 * (large_client_header_buffers 4 8k). A longer one, like headers past what each engine takes, is
 * a request whose head is too large: 431 from all three (nginx's 414 and 494 are told to say so,
 * and Go says 431 itself past Caddy's max_header_size).
 */
export const MAX_TARGET = 8192 - 'OPTIONS '.length - ' HTTP/1.1\r\n'.length;

/**
 * Decoded paths that exist in dist/ but are not the site: the static-host rule files, the Brotli
 * and gzip copies (sent only as the encoding of their original), dotfiles (the build's .vite/) and the
 * 404 page, which is only ever the answer for a missing address, with status 404.
 */
export const HIDDEN_FILE = String.raw`(^/_headers$|^/_redirects$|\.(br|gz)$|/\.|^/404(\.html)?$)`;

/** Answers for an address no file serves; the 404 page with this cache rule. */
export const NOT_FOUND_CACHE = 'no-store';

/** The Location a trailing-slash target redirects to, or null when it is canonical. */
export function trailingSlashLocation(target: string): string | null {
  const m = new RegExp(TRAILING_SLASH).exec(target);
  return m ? `/${m[1] ?? ''}${m[2] ?? ''}` : null;
}
