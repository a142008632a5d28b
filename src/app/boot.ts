import type { Resolution } from '../engine/resolve';

/**
 * What hydration needs of a prerendered page, served as a file of its own under /assets/boot/,
 * named by the data-boot attribute of the page's module list (scripts/lib/route-html.ts).
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
}

/** The id of the page's module list (public/start.js), which names the boot file in data-boot. */
export const MODULES_ID = 'modules';

/** JSON with "<" escaped, so that it could sit in a <script> element without closing it early. */
export function serializeBoot(boot: Boot): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}
