/**
 * Headers every answer of the service carries. The pages run no script of their own and load
 * nothing from another host; a route that needs other rules (a preview in a frame) sets its own
 * before it writes.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // Pages show people's names and messages: no copy in any cache, shared or the browser's.
  'cache-control': 'no-store',
};
