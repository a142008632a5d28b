import type { QuoteGrid } from '../../generated/schema-types';
import { toShownMember } from '../TeamGrid/members';

type Item = QuoteGrid['items'][number];

/** Who said a quote, in the page's language. */
export interface Speaker {
  name: string;
  role: string;
  /** A team member's photo, when their entry has one (never for a name the quote writes). */
  photo?: string;
}

/**
 * The name and role a quote shows: a person of the team ("person") as their entry says, in the
 * page's language, so a quote never gives anyone another role than the team page; otherwise the
 * name and role the quote writes. Null for a person the team lacks or a quote naming nobody
 * (the lint names both); that quote is left out, the others stay.
 */
export function speakerOf(
  item: Item,
  team: readonly unknown[],
  text: (key: string) => string,
): Speaker | null {
  if (item.person) {
    const entry = team.find((m) => (m as { id?: unknown } | null)?.id === item.person);
    const member = entry ? toShownMember(entry, item.person) : null;
    if (!member) return null;
    return {
      name: member.name,
      role: member.role,
      ...(member.photo ? { photo: member.photo } : {}),
    };
  }
  if (!item.name) return null;
  // A text key ("careers:life.names.q1": names never hold a colon) where a language writes the
  // name in its own script.
  const name = item.name.includes(':') ? text(item.name) : item.name;
  return { name, role: item.role ? text(item.role) : '' };
}
