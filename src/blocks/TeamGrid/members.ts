import type { CollectionView, Localized } from '../../content/collections';
import type { TeamMemberEntry } from '../../generated/schema-types';

/** A person as the cards show them: every text in the page's language. */
export type ShownMember = Localized<TeamMemberEntry>;

const isString = (v: unknown): v is string => typeof v === 'string';
const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter(isString) : undefined;

/**
 * One person as the cards can show them, or null for an item that names nobody (no name). A
 * field of the wrong kind is left out rather than failing the card: the editor's canvas renders
 * lists mid-edit, and the lint reports what the data lacks.
 */
export function toShownMember(v: unknown, fallbackId: string): ShownMember | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const m = v as Record<string, unknown>;
  if (!isString(m.name)) return null;
  return {
    id: isString(m.id) && m.id ? m.id : fallbackId,
    name: m.name,
    ...(isString(m.photo) && m.photo ? { photo: m.photo } : {}),
    ...(isString(m.photoAlt) ? { photoAlt: m.photoAlt } : {}),
    role: isString(m.role) ? m.role : '',
    ...(isString(m.experience) ? { experience: m.experience } : {}),
    ...(isString(m.bio) ? { bio: m.bio } : {}),
    ...(strings(m.expertise) ? { expertise: strings(m.expertise) } : {}),
    ...(strings(m.certifications) ? { certifications: strings(m.certifications) } : {}),
  };
}

/**
 * The runtime check of the fetched team collection: a list, whatever its items. Each item is
 * checked on its own when shown (toShownMember), so one malformed entry costs its own card only.
 */
export const isTeamView = (v: unknown): v is CollectionView<unknown> =>
  typeof v === 'object' && v !== null && Array.isArray((v as { items?: unknown }).items);
