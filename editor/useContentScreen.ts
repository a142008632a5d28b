import { useCallback, useEffect, useReducer, useState, type Dispatch } from 'react';
import {
  deleteEntry,
  loadCollections,
  loadEntry,
  loadFactPlaces,
  saveEntry,
  type CollectionInfo,
  type Project,
} from './api';
import type { FactPlace } from '../scripts/lint/check/facts.ts';
import { inWords } from '../scripts/lib/plainWords.ts';
import {
  entryReducer,
  FACTS,
  fileOf,
  newEntryData,
  NOTHING_OPEN,
  wentThrough,
  type EntryAction,
  type EntryState,
} from './contentEntry';
import { ID } from './entryForm';
import { useLeaveWarning } from './useLeaveWarning';
import { listsOf, placeName } from './Places';
import type { Node } from './schema';

const params = new URLSearchParams(location.search);

/** The collections as the server lists them, and the one chosen (kept in the address). */
function useCollections(dispatch: Dispatch<EntryAction>) {
  const [collections, setCollections] = useState<CollectionInfo[] | null>(null);
  const [name, setName] = useState(params.get('content') ?? '');
  const refresh = useCallback(
    () =>
      loadCollections().then(
        (r) => setCollections(r.collections),
        (e: unknown) =>
          dispatch({
            kind: 'status',
            status: {
              kind: 'error',
              text: `The content could not be listed: ${inWords(e instanceof Error ? e.message : String(e))}`,
            },
          }),
      ),
    [dispatch],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    const url = new URL(location.href);
    url.searchParams.set('content', name);
    history.replaceState(null, '', url);
  }, [name]);
  const collection = collections?.find((c) => c.name === name) ?? collections?.[0] ?? null;
  return { collections, collection, setName, refresh };
}

/** Where the site shows each fact, found once per opening of the facts form. */
function useFactPlaces(factsOpen: boolean): FactPlace[] | null {
  const [factPlaces, setFactPlaces] = useState<FactPlace[] | null>(null);
  useEffect(() => {
    // Found once per opening of the facts (the lint's seconds), while the person reads the form.
    if (!factsOpen) return;
    let live = true;
    loadFactPlaces().then(
      (r) => live && setFactPlaces(r.places),
      () => live && setFactPlaces([]),
    );
    return () => {
      live = false;
    };
  }, [factsOpen]);
  return factPlaces;
}

/** What each step of the screen works on: its state, as it is now, and how to change it. */
export interface Screen {
  state: EntryState;
  dispatch: Dispatch<EntryAction>;
  project: Project;
  refresh: () => Promise<void>;
  /** Asks before unsaved edits are dropped; false when the person keeps them. */
  leave: () => boolean;
}

/** The content screen's state, the collections, and the facts' places while the facts are open. */
export function useContentScreen(project: Project) {
  const [state, dispatch] = useReducer(entryReducer, NOTHING_OPEN);
  const { collections, collection, setName, refresh } = useCollections(dispatch);
  const { open, dirty } = state;
  const factsOpen = !!open && fileOf(open.collection, open.id) === FACTS;
  const factPlaces = useFactPlaces(factsOpen);
  useLeaveWarning(() => dirty);
  const leave = () => !dirty || confirm('Leave this entry? Your unsaved edits will be lost.');
  const screen: Screen = { state, dispatch, project, refresh, leave };
  return { screen, collections, collection, setName, factsOpen, factPlaces };
}

export async function openEntry(s: Screen, c: CollectionInfo, id: string) {
  if (!s.leave()) return;
  s.dispatch({ kind: 'status', status: { kind: 'info', text: `Opening ${id}…` } });
  const loaded = await loadEntry(c.name, id);
  if (loaded.status !== 'entry') {
    const text =
      loaded.status === 'broken' ? inWords(loaded.message) : `${id} does not exist any more.`;
    s.dispatch({ kind: 'status', status: { kind: 'error', text } });
    return;
  }
  s.dispatch({
    kind: 'opened',
    entry: {
      collection: c,
      id,
      fresh: false,
      data: loaded.data,
      opened: loaded.data,
      versions: loaded.versions,
      places: [],
      pending: loaded.pending,
    },
  });
}

/** What the new entry form holds: a title, the id made of it, and the entry to copy, if any. */
export interface Typed {
  title: string;
  id: string;
  from: string;
}

/** Opens a new entry, not saved yet; false when none was made (a taken id, edits kept). */
export async function createEntry(
  s: Screen,
  collection: CollectionInfo,
  root: Node,
  typed: Typed,
): Promise<boolean> {
  const taken = collection.entries.map((e) => e.id);
  if (!ID.test(typed.id) || taken.includes(typed.id) || !s.leave()) return false;
  const { languages, defaultLanguage, schemas: files } = s.project;
  const source = typed.from ? await loadEntry(collection.name, typed.from) : null;
  const { data, versions } = newEntryData(
    { collection, root, files, languages, defaultLanguage, id: typed.id, title: typed.title },
    source?.status === 'entry' ? source.data : undefined,
  );
  // Every list of ids that shows the collection gets the new entry unless the editor unticks it.
  const places = listsOf(collection.places).map((p) => p.key);
  s.dispatch({
    kind: 'created',
    entry: { collection, id: typed.id, fresh: true, data, versions, places, pending: [] },
    status: {
      kind: 'info',
      text: `New entry "${typed.id}": write it (the boxes marked "to write" are empty), then save.`,
    },
  });
  return true;
}

/** Saves the open entry; `later` keeps the translations left empty as pending, to write later. */
export async function saveOpen(s: Screen, later = false) {
  const { open } = s.state;
  if (!open) return;
  s.dispatch({ kind: 'busy', busy: true });
  s.dispatch({
    kind: 'status',
    status: { kind: 'info', text: 'Checking the changes before saving…' },
  });
  const result = await saveEntry({
    collection: open.collection.name,
    id: open.id,
    data: open.data,
    versions: open.versions,
    ...(open.fresh ? { places: open.places } : {}),
    ...(later ? { later: true } : {}),
  });
  s.dispatch({ kind: 'busy', busy: false });
  s.dispatch({ kind: 'answered', result, done: 'Saved', fresh: open.fresh });
  if (!wentThrough(result)) return;
  s.dispatch({ kind: 'saved' });
  // The files as written (typography applied) are what the form shows from now on.
  const again = await loadEntry(open.collection.name, open.id);
  if (again.status === 'entry')
    s.dispatch({
      kind: 'reloaded',
      entry: {
        ...open,
        fresh: false,
        data: again.data,
        opened: again.data,
        versions: again.versions,
        pending: again.pending,
      },
    });
  void s.refresh();
}

/**
 * Deletes an entry; `fromLists` also takes its id out of the lists of ids that name it. A delete
 * the lint refuses because such lists still name it is offered again that way.
 */
export async function removeEntry(s: Screen, c: CollectionInfo, id: string, fromLists = false) {
  const asked = `Delete ${id} from ${c.name}? Its files are removed (the site’s history keeps them).`;
  if (!fromLists && !confirm(asked)) return;
  s.dispatch({ kind: 'unlist', unlist: null });
  const loaded = await loadEntry(c.name, id);
  if (loaded.status !== 'entry') return;
  s.dispatch({ kind: 'busy', busy: true });
  const result = await deleteEntry({
    collection: c.name,
    id,
    versions: loaded.versions,
    ...(fromLists ? { unlist: true } : {}),
  });
  s.dispatch({ kind: 'busy', busy: false });
  s.dispatch({ kind: 'answered', result, done: 'Deleted', fresh: s.state.open?.fresh });
  if (wentThrough(result)) {
    s.dispatch({ kind: 'deleted', id });
    void s.refresh();
    return;
  }
  const naming = listsOf(c.places).filter((p) => p.select.includes(id));
  if (result.status === 'invalid' && naming.length && !fromLists) {
    s.dispatch({ kind: 'unlist', unlist: { collection: c, id, places: naming } });
    s.dispatch({
      kind: 'status',
      status: {
        kind: 'error',
        text: `Not deleted: ${id} is still shown in ${naming.map(placeName).join('; ')}. Remove it from those places and delete, in one save?`,
      },
    });
  }
}
