import fs from 'node:fs';
import { entryFiles } from '../lib/collections.ts';

/** A person of the team as the lint knows them: their id and every way their name is written. */
export interface TeamPerson {
  id: string;
  /** Each language's writing of the name, as written. */
  names: string[];
}

/** The team collection (content/team/<id>.json) as read from disk; unreadable files are skipped. */
export function readTeam(root: string): TeamPerson[] {
  return entryFiles(root, 'team').flatMap((file) => {
    try {
      const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: unknown; name?: unknown };
      if (typeof entry.id !== 'string') return [];
      return [{ id: entry.id, names: namesOf(entry.name) }];
    } catch {
      return []; // The content check reports the file.
    }
  });
}

/** A name written once ("Salma Bennis") or per language ({ "en": …, "ar": … }), as a list. */
export function namesOf(name: unknown): string[] {
  if (typeof name === 'string') return [name];
  if (name && typeof name === 'object' && !Array.isArray(name))
    return Object.values(name).filter((v): v is string => typeof v === 'string');
  return [];
}

// Titles a quote's author may carry ("Dr. Nadia Chraibi") that do not make another person.
const TITLES = new Set(['dr', 'dra', 'dott', 'dottssa', 'prof', 'mr', 'mrs', 'ms', 'm', 'mme']);

/**
 * A name reduced to what tells two people apart: letters in lower case without accents, Arabic
 * without its short vowels or stretching, titles and punctuation dropped, one space between words.
 * "Dr. Imane  BERRADA" and "imane berrada" are the same person.
 */
export function personKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/u)
    .filter((w) => w && !TITLES.has(w))
    .join(' ');
}

/** The person of the team a name names, whatever language it is written in; undefined if none. */
export function teamPersonNamed(name: string, team: readonly TeamPerson[]): TeamPerson | undefined {
  const key = personKey(name);
  if (!key) return undefined;
  return team.find((p) => p.names.some((n) => personKey(n) === key));
}

/** The id a new team entry for this name would have ("Karim Tazi" → "karim-tazi"). */
export function idFor(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id || 'their-name';
}
