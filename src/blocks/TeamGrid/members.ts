import type { CollectionView, Localized } from '../../content/collections';
import type { TeamMemberEntry } from '../../generated/schema-types';

/** A person as the cards show them: every text in the page's language. */
export type ShownMember = Localized<TeamMemberEntry>;

const isString = (v: unknown): v is string => typeof v === 'string';
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
const isStrings = (v: unknown) => Array.isArray(v) && v.every(isString);

function isMember(v: unknown): v is ShownMember {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const m = v as Record<string, unknown>;
  return (
    isString(m.id) &&
    isString(m.name) &&
    isString(m.role) &&
    optional(m.experience, isString) &&
    optional(m.bio, isString) &&
    optional(m.expertise, isStrings) &&
    optional(m.certifications, isStrings)
  );
}

/** The runtime check of the fetched team collection: a malformed file shows no cards, not a crash. */
export const isTeamView = (v: unknown): v is CollectionView<ShownMember> =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as { items?: unknown }).items) &&
  (v as { items: unknown[] }).items.every(isMember);
