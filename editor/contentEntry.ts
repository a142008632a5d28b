import type { CollectionInfo, SaveResult } from './api';
import { emptyOf, withTitle } from './entryForm';
import type { Place } from './Places';
import type { Problem } from './problems';
import { resultStatus } from './results';
import type { Node, SchemaFiles } from './schema';
import type { Status } from './Header';

/**
 * The content screen's state and the steps that change it, apart from its panels
 * (ContentApp.tsx): which entry is open, what the lint said of it, the status line, and whether
 * it holds unsaved edits; these change together, so one reducer holds them.
 */

export type Json = Record<string, unknown>;
export interface ArticleLanguage {
  front: Json;
  body: string;
}
export type ArticleData = { languages: Record<string, ArticleLanguage> };

/** The entry being edited: its data as the form holds it, and what the server said of it. */
export interface OpenEntry {
  collection: CollectionInfo;
  id: string;
  /** Not saved yet: its id can still change. */
  fresh: boolean;
  data: unknown;
  versions: Record<string, string>;
  /** Not saved yet: the lists of ids (place keys) its id is added to as it is saved. */
  places: string[];
  /** Boxes saved as still to write, as the files say ("/role/fr"). */
  pending: string[];
  /** The data as opened or last saved: what the facts form compares a change with. */
  opened?: unknown;
}

/** The facts, one file of the facts form (scripts/lint/facts.ts: FACTS_FILE). */
export const FACTS = 'content/facts.json';

/** A delete the lint refused because lists of ids still name the entry. */
export interface Unlist {
  collection: CollectionInfo;
  id: string;
  places: Place[];
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Where each entry's files are, as the server names them (scripts/lib/edit/entries.ts). */
export function fileOf(c: CollectionInfo, id: string, lang?: string): string {
  if (c.kind === 'single') return `content/${c.name}.json`;
  if (c.kind === 'entries') return `content/${c.name}/${id}.json`;
  return `content/${c.name}/${id}/${lang}.md`;
}

/** A place saved as pending, as the form names its box: an article's starts with its language. */
export function pendingBox(open: OpenEntry, place: string): string {
  if (open.collection.kind !== 'articles') return `${fileOf(open.collection, open.id)}#${place}`;
  const [, lang = '', ...rest] = place.split('/');
  return `${fileOf(open.collection, open.id, lang)}#${rest.map((s) => `/${s}`).join('')}`;
}

/** Said beside a box saved as pending, whose text is still to write. */
export const PENDING_MARK = 'pending: saved, not published until it is written';

/** What a new entry is made of: the collection's schema, the site's languages, the words typed. */
export interface NewEntry {
  collection: CollectionInfo;
  root: Node;
  files: SchemaFiles;
  languages: string[];
  defaultLanguage: string;
  id: string;
  title: string;
}

/** A new entry's data and the files it will write (none there yet), from a copy or empty. */
export function newEntryData(
  n: NewEntry,
  source: unknown,
): { data: unknown; versions: Record<string, string> } {
  const { collection, root, files, languages, defaultLanguage, id, title } = n;
  const versions: Record<string, string> = {};
  const articles = collection.kind === 'articles';
  if (articles) for (const l of languages) versions[fileOf(collection, id, l)] = '';
  else versions[fileOf(collection, id)] = '';
  if (source !== undefined && articles) {
    // A copy of every language of the article, its title replaced in the default language.
    const langs = (source as ArticleData).languages;
    const data = {
      languages: Object.fromEntries(
        Object.entries(langs).map(([l, part]) => [
          l,
          l === defaultLanguage ? { ...part, front: { ...part.front, title } } : part,
        ]),
      ),
    };
    return { data, versions };
  }
  if (articles) {
    const front = withTitle(
      emptyOf(files, root, languages, today()) as Json,
      title,
      defaultLanguage,
    );
    return { data: { languages: { [defaultLanguage]: { front, body: '' } } }, versions };
  }
  const entry =
    source !== undefined
      ? { ...(source as Json) }
      : (emptyOf(files, root, languages, today()) as Json);
  delete entry.$schema;
  delete entry.id;
  return { data: withTitle(entry, title, defaultLanguage), versions };
}

/** The screen's state that changes together as entries are opened, edited, saved, deleted. */
export interface EntryState {
  open: OpenEntry | null;
  problems: Problem[];
  status: Status | null;
  busy: boolean;
  /** The open entry holds edits not saved yet. */
  dirty: boolean;
  /** A refused delete, offered again with the entry taken out of the lists that name it. */
  unlist: Unlist | null;
}

export const NOTHING_OPEN: EntryState = {
  open: null,
  problems: [],
  status: null,
  busy: false,
  dirty: false,
  unlist: null,
};

export type EntryAction =
  /** An entry opened as the files hold it (or again, after a save). */
  | { kind: 'opened'; entry: OpenEntry }
  /** A new entry, not saved yet. */
  | { kind: 'created'; entry: OpenEntry; status: Status }
  /** The saved entry, read again: the files as written (typography applied). */
  | { kind: 'reloaded'; entry: OpenEntry }
  | { kind: 'edited'; data: unknown }
  /** The lists of ids a new entry is added to as it is saved. */
  | { kind: 'places'; places: string[] }
  /** Another collection chosen: nothing of this one stays open. */
  | { kind: 'closed' }
  | { kind: 'status'; status: Status | null }
  | { kind: 'busy'; busy: boolean }
  /** What the server answered a save or a delete; `done` says it went through. */
  | { kind: 'answered'; result: SaveResult; done: string; fresh?: boolean }
  /** The open entry's edits are in its files now. */
  | { kind: 'saved' }
  | { kind: 'deleted'; id: string }
  | { kind: 'unlist'; unlist: Unlist | null };

/** The problems a save's answer leaves: the lint's when it refused, none when it went through. */
function problemsAfter(result: SaveResult, before: Problem[]): Problem[] {
  if (result.status === 'invalid') return result.problems;
  if (result.status === 'saved' || result.status === 'unchanged') return [];
  return before;
}

export function entryReducer(state: EntryState, action: EntryAction): EntryState {
  switch (action.kind) {
    case 'opened':
      return { ...state, open: action.entry, problems: [], dirty: false, status: null };
    case 'created':
      return { ...state, open: action.entry, problems: [], dirty: true, status: action.status };
    case 'reloaded':
      return { ...state, open: action.entry };
    case 'edited':
      return state.open
        ? { ...state, open: { ...state.open, data: action.data }, dirty: true }
        : state;
    case 'places':
      return state.open ? { ...state, open: { ...state.open, places: action.places } } : state;
    case 'closed':
      return { ...state, open: null, unlist: null, dirty: false };
    case 'status':
      return { ...state, status: action.status };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'answered':
      return {
        ...state,
        problems: problemsAfter(action.result, state.problems),
        status: resultStatus(action.result, action.done, 'open it again', action.fresh),
      };
    case 'saved':
      return { ...state, dirty: false };
    case 'deleted':
      return state.open?.id === action.id ? { ...state, open: null } : state;
    case 'unlist':
      return { ...state, unlist: action.unlist };
  }
}

/** Did the server take the save or the delete? */
export const wentThrough = (result: SaveResult) =>
  result.status === 'saved' || result.status === 'unchanged';
