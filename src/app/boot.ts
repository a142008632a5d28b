import type { Resolution } from '../engine/resolve';
import { isLanguage } from '../i18n/languages';

/**
 * What hydration needs of a prerendered page, served as a file of its own under /assets/boot/,
 * named by the data-boot attribute of the page's module list (scripts/lib/routeHtml.ts).
 */
export interface Boot {
  pathname: string;
  resolution: Resolution;
  /** Content files the page's blocks show, by address, read at build time (blocks' "from"). */
  content?: Record<string, unknown>;
  /**
   * The page's words (namespace → key tree) in its language, exactly those the HTML was rendered
   * from: hydration uses them instead of downloading them again, so a locale file that fails to
   * load can never swap the visible words for raw keys.
   */
  words?: Record<string, Record<string, unknown>>;
  /** Numbers and dates as the prerender wrote them, by their inputs (src/i18n/formatted.ts). */
  formatted?: Record<string, string>;
}

/** The id of the page's module list (public/start.js), which names the boot file in data-boot. */
export const MODULES_ID = 'modules';

/** JSON with "<" escaped, so that it could sit in a <script> element without closing it early. */
export function serializeBoot(boot: Boot): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
/** A path of this site: one leading slash, never "//host" or "/\\host" (another origin). */
const isSitePath = (v: unknown) => isText(v) && /^\/(?![/\\])/.test(v);

function isResolution(r: unknown): r is Resolution {
  if (!isPlain(r) || !isLanguage(r.lang as string | undefined)) return false;
  switch (r.kind) {
    case 'page':
      return (
        isSitePath(r.path) &&
        isText(r.file) &&
        isPlain(r.params) &&
        Array.isArray(r.namespaces) &&
        r.namespaces.every(isText) &&
        isPlain(r.page) &&
        Array.isArray(r.page.blocks) &&
        r.page.blocks.every((b) => isPlain(b) && isText(b.type))
      );
    case 'redirect':
      return isSitePath(r.to);
    case 'unknown':
      return true;
    case 'error':
      return r.reason === 'timeout' || r.reason === 'missing';
    default:
      return false;
  }
}

/**
 * Whether a boot file's body has the shape hydration relies on. The file is the build's own
 * output, but a broken host, a stale cache or a proxy can answer with anything: what fails here
 * counts as missing and the prerendered page stays. A block's own fields are not checked here:
 * a block that cannot render them is caught by its boundary, and the rest of the page stands.
 */
export function isBoot(value: unknown): value is Boot {
  return (
    isPlain(value) &&
    isSitePath(value.pathname) &&
    isResolution(value.resolution) &&
    (value.content === undefined || isPlain(value.content)) &&
    (value.formatted === undefined || isPlain(value.formatted)) &&
    (value.words === undefined ||
      (isPlain(value.words) && Object.values(value.words).every(isPlain)))
  );
}
