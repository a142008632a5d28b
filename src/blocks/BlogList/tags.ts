/** Spec §9: cards show 3 tags, then "+N more" for the rest. */
export const CARD_TAGS = 3;

export function cardTags(tags: readonly string[], limit = CARD_TAGS) {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}
