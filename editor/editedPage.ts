import type { Dispatch, RefObject } from 'react';
import { save, type Project } from './api';
import { docToPage, type Doc } from './convert';
import type { Status } from './Header';
import { newPage } from './newPage';
import type { Problem } from './problems';
import { resultStatus } from './results';
import type { WordStore } from './words';

/**
 * The page being edited as its saves change it (EditorApp.tsx draws it): what the lint said,
 * which blocks its problems point at, the status line, and whether a save runs or changes wait.
 * These change together as a page opens, is edited and saved, so one reducer holds them.
 */
export interface PageState {
  problems: Problem[];
  /** Puck item id → its index in the page when the problems were found. */
  problemItems: string[];
  status: Status | null;
  saving: boolean;
  /** Puck holds changes not saved yet (the words keep their own count). */
  dirty: boolean;
}

export const NOT_EDITED: PageState = {
  problems: [],
  problemItems: [],
  status: null,
  saving: false,
  dirty: false,
};

export type PageAction =
  | { kind: 'opened' }
  | { kind: 'edited' }
  | { kind: 'saving' }
  | { kind: 'saved'; status: Status }
  | { kind: 'refused'; status: Status; problems?: Problem[]; problemItems?: string[] }
  | { kind: 'status'; status: Status };

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.kind) {
    case 'opened':
      return { ...state, problems: [] };
    case 'edited':
      return { ...state, dirty: true };
    case 'saving':
      return {
        ...state,
        saving: true,
        status: { kind: 'info', text: 'Checking the changes before saving…' },
      };
    case 'saved':
      return { ...state, saving: false, problems: [], dirty: false, status: action.status };
    case 'refused':
      return {
        ...state,
        saving: false,
        status: action.status,
        ...(action.problems ? { problems: action.problems } : {}),
        ...(action.problemItems ? { problemItems: action.problemItems } : {}),
      };
    case 'status':
      return { ...state, status: action.status };
  }
}

/** What saving or starting a page works on. */
export interface PageWork {
  project: Project;
  file: string;
  words: WordStore;
  dispatch: Dispatch<PageAction>;
  /** The files' versions as last read or written: a save over a newer one is refused. */
  versions: RefObject<Record<string, string>>;
  /** Pages made here and not saved yet, by file. */
  created: RefObject<Map<string, Record<string, unknown>>>;
}

/** Saves the page as Puck holds it (`doc`) and the words changed; returns the page as saved. */
export async function savePage(
  w: PageWork,
  page: Record<string, unknown>,
  doc: Doc,
): Promise<Record<string, unknown> | null> {
  w.dispatch({ kind: 'saving' });
  const { words: changed, reviewed, pending } = w.words.changes();
  const result = await save({
    file: w.file,
    page: docToPage(doc, page),
    words: changed,
    reviewed,
    pending,
    versions: w.versions.current,
  });
  if (result.status === 'saved' || result.status === 'unchanged') {
    w.versions.current = { ...w.versions.current, ...result.versions };
    const nextPage = docToPage(doc, page);
    w.created.current.delete(w.file);
    w.words.committed();
    w.dispatch({ kind: 'saved', status: resultStatus(result, 'Saved') });
    return nextPage;
  }
  w.dispatch({
    kind: 'refused',
    status: resultStatus(result, 'Saved', 'reload the editor to see the new version'),
    ...(result.status === 'invalid'
      ? { problems: result.problems, problemItems: doc.content.map((i) => i.props.id) }
      : {}),
  });
  return null;
}

/** Starts a new page named `name`, not saved yet; its file, or null when the name is taken. */
export function startPage(w: PageWork, name: string): string | null {
  const target = `pages/${name}.json`;
  if (w.project.pages.some((p) => p.file === target) || w.created.current.has(target)) {
    w.dispatch({
      kind: 'status',
      status: { kind: 'error', text: `A page named “${name}” exists already: pick another name.` },
    });
    return null;
  }
  w.created.current.set(target, newPage(name));
  w.versions.current = { ...w.versions.current, [target]: '' };
  for (const l of w.project.languages) w.versions.current[`locales/${l}/${name}.json`] ??= '';
  w.dispatch({
    kind: 'status',
    status: {
      kind: 'info',
      text: `New page “${name}”: write its texts in every language, then save.`,
    },
  });
  return target;
}
