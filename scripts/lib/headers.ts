/**
 * The one source of the HTTP rules the site is served with (DESIGN.md §14): security headers,
 * caching and redirects. `scripts/host-files.ts` writes them into dist/ for static hosts
 * (`_headers`, `_redirects`: the format Netlify and Cloudflare Pages read) and
 * `scripts/serve.ts` applies the very same values, so `npm start` serves what production serves.
 */
import site from '../../site.json' with { type: 'json' };
import { THEME_SCRIPT_SOURCE } from './theme-script.ts';

const origin = (url: string | undefined) => (url ? new URL(url).origin : null);

/**
 * Content Security Policy (DESIGN.md §13): scripts only from this origin, and of inline scripts
 * only the first-paint theme rule, allowed by its hash (no 'unsafe-inline'; JSON data elements
 * are not executed and need nothing); style attributes are allowed (React's style props), style
 * elements are not; images and fonts are self-hosted (the favicon is a data: address).
 */
export function contentSecurityPolicy(): string {
  const endpoint = origin((site as { forms?: { endpoint?: string } }).forms?.endpoint);
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_SCRIPT_SOURCE}`,
    "style-src 'self'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${endpoint ? ` ${endpoint}` : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${endpoint ? ` ${endpoint}` : ''}`,
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
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
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
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
export function redirectsFile(redirects: readonly { from: string; to: string }[]): string {
  return redirects.map((r) => `${r.from}  ${r.to}  301`).join('\n') + '\n';
}
