import type { Resolution } from '../engine/resolve';

/** What the prerender embeds in each page as <script type="application/json" id="boot">. */
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

export const BOOT_ID = 'boot';

/** JSON for a <script> element: "<" is escaped so no content can close the element early. */
export function serializeBoot(boot: Boot): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}
