/** Cards show 3 tags, then "+N more" for the rest (docs/site/blog.md#card-tags). */
export const CARD_TAGS = 3;

export function cardTags(tags: readonly string[], limit = CARD_TAGS) {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}
