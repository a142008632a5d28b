import { ServiceLinks } from './ServiceLinks';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  deleteEntry,
  loadCollections,
  loadEntry,
  loadFactPlaces,
  saveEntry,
  uploadImage,
  type CollectionInfo,
  type Project,
  type SaveResult,
} from './api';
import { editorMessage, isToWrite, placeOf, TRANSLATE_LATER } from './messages';
import { resultStatus } from './results';
import { FactsAgreement } from './FactsAgreement';
import type { FactPlace } from '../scripts/lint/check/facts.ts';
import { inWords } from '../scripts/lib/plainWords.ts';
import { FormContext, FormField, languageName, type FormState } from './EntryFields';
import { emptyOf, ID, labelOf, problemsAt, slugFromTitle, withTitle } from './entryForm';
import { fieldKind } from './fieldKind';
import { MarkdownField } from './MarkdownField';
import { AlsoShowIn, listsOf, placeName, type Place } from './Places';
import type { Problem } from './problems';
import type { Node } from './schema';
import type { Status } from './Header';

type Json = Record<string, unknown>;
interface ArticleLanguage {
  front: Json;
  body: string;
}

/** The entry being edited: its data as the form holds it, and what the server said of it. */
interface OpenEntry {
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
const FACTS = 'content/facts.json';

/** A delete the lint refused because lists of ids still name the entry. */
interface Unlist {
  collection: CollectionInfo;
  id: string;
  places: Place[];
}

const params = new URLSearchParams(location.search);
const today = () => new Date().toISOString().slice(0, 10);

/** Where each entry's files are, as the server names them (scripts/lib/edit/entries.ts). */
function fileOf(c: CollectionInfo, id: string, lang?: string): string {
  if (c.kind === 'single') return `content/${c.name}.json`;
  if (c.kind === 'entries') return `content/${c.name}/${id}.json`;
  return `content/${c.name}/${id}/${lang}.md`;
}

/** A place saved as pending, as the form names its box: an article's starts with its language. */
function pendingBox(open: OpenEntry, place: string): string {
  if (open.collection.kind !== 'articles') return `${fileOf(open.collection, open.id)}#${place}`;
  const [, lang = '', ...rest] = place.split('/');
  return `${fileOf(open.collection, open.id, lang)}#${rest.map((s) => `/${s}`).join('')}`;
}

/** Said beside a box saved as pending, whose text is still to write. */
const PENDING_MARK = 'pending: saved, not published until it is written';

/**
 * The content screen: every collection under content/ (articles, testimonials, team members,
 * the facts…) with its entries, opened in a form drawn from the collection's schema, saved
 * through the same lint as the pages.
 */
export function ContentApp({ project }: { project: Project }) {
  const [collections, setCollections] = useState<CollectionInfo[] | null>(null);
  const [name, setName] = useState(params.get('content') ?? '');
  const [open, setOpen] = useState<OpenEntry | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState('');
  const [newId, setNewId] = useState('');
  const idTyped = useRef(false);
  const [startFrom, setStartFrom] = useState('');
  const [dirty, setDirty] = useState(false);
  const [unlist, setUnlist] = useState<Unlist | null>(null);
  const [factPlaces, setFactPlaces] = useState<FactPlace[] | null>(null);
  const factsOpen = !!open && fileOf(open.collection, open.id) === FACTS;
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

  const refresh = () =>
    loadCollections().then(
      (r) => setCollections(r.collections),
      (e: unknown) =>
        setStatus({
          kind: 'error',
          text: `The content could not be listed: ${inWords(e instanceof Error ? e.message : String(e))}`,
        }),
    );
  useEffect(() => {
    void refresh();
  }, []);
  useEffect(() => {
    const url = new URL(location.href);
    url.searchParams.set('content', name);
    history.replaceState(null, '', url);
  }, [name]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty) e.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  const collection = collections?.find((c) => c.name === name) ?? collections?.[0] ?? null;
  const files = project.schemas;
  const root: Node | null = collection
    ? { file: collection.schema, schema: files[collection.schema] ?? {} }
    : null;
  const taken = useMemo(() => collection?.entries.map((e) => e.id) ?? [], [collection]);

  const leave = () => !dirty || confirm('Leave this entry? Your unsaved edits will be lost.');

  async function openEntry(c: CollectionInfo, id: string) {
    if (!leave()) return;
    setStatus({ kind: 'info', text: `Opening ${id}…` });
    const loaded = await loadEntry(c.name, id);
    if (loaded.status !== 'entry') {
      setStatus({
        kind: 'error',
        text:
          loaded.status === 'broken' ? inWords(loaded.message) : `${id} does not exist any more.`,
      });
      return;
    }
    setOpen({
      collection: c,
      id,
      fresh: false,
      data: loaded.data,
      opened: loaded.data,
      versions: loaded.versions,
      places: [],
      pending: loaded.pending,
    });
    setProblems([]);
    setDirty(false);
    setStatus(null);
  }

  async function create() {
    if (!collection || !root || !ID.test(newId) || taken.includes(newId) || !leave()) return;
    const { languages, defaultLanguage } = project;
    let data: unknown;
    const versions: Record<string, string> = {};
    const source = startFrom ? await loadEntry(collection.name, startFrom) : null;
    if (source?.status === 'entry' && collection.kind === 'articles') {
      // A copy of every language of the article, its title replaced in the default language.
      const langs = (source.data as { languages: Record<string, ArticleLanguage> }).languages;
      data = {
        languages: Object.fromEntries(
          Object.entries(langs).map(([l, part]) => [
            l,
            l === defaultLanguage ? { ...part, front: { ...part.front, title } } : part,
          ]),
        ),
      };
      for (const l of languages) versions[fileOf(collection, newId, l)] = '';
    } else if (source?.status === 'entry') {
      const entry = { ...(source.data as Json) };
      delete entry.$schema;
      delete entry.id;
      data = withTitle(entry, title, defaultLanguage);
      versions[fileOf(collection, newId)] = '';
    } else if (collection.kind === 'articles') {
      const front = withTitle(
        emptyOf(files, root, languages, today()) as Json,
        title,
        defaultLanguage,
      );
      data = { languages: { [defaultLanguage]: { front, body: '' } } };
      for (const l of languages) versions[fileOf(collection, newId, l)] = '';
    } else {
      const entry = emptyOf(files, root, languages, today()) as Json;
      delete entry.$schema;
      delete entry.id;
      data = withTitle(entry, title, defaultLanguage);
      versions[fileOf(collection, newId)] = '';
    }
    // Every list of ids that shows the collection gets the new entry unless the editor unticks it.
    const places = listsOf(collection.places).map((p) => p.key);
    setOpen({ collection, id: newId, fresh: true, data, versions, places, pending: [] });
    setProblems([]);
    setDirty(true);
    setTitle('');
    setNewId('');
    setStartFrom('');
    idTyped.current = false;
    setStatus({
      kind: 'info',
      text: `New entry "${newId}": write it (the boxes marked "to write" are empty), then save.`,
    });
  }

  function report(result: SaveResult, done: string) {
    if (result.status === 'invalid') setProblems(result.problems);
    else if (result.status === 'saved' || result.status === 'unchanged') setProblems([]);
    setStatus(resultStatus(result, done, 'open it again', open?.fresh));
    return result.status === 'saved' || result.status === 'unchanged';
  }

  /** Saves the open entry; `later` keeps the translations left empty as pending, to write later. */
  async function save(later = false) {
    if (!open) return;
    setBusy(true);
    setStatus({ kind: 'info', text: 'Checking the changes before saving…' });
    const result = await saveEntry({
      collection: open.collection.name,
      id: open.id,
      data: open.data,
      versions: open.versions,
      ...(open.fresh ? { places: open.places } : {}),
      ...(later ? { later: true } : {}),
    });
    setBusy(false);
    if (report(result, 'Saved')) {
      setDirty(false);
      // The files as written (typography applied) are what the form shows from now on.
      const again = await loadEntry(open.collection.name, open.id);
      if (again.status === 'entry')
        setOpen({
          ...open,
          fresh: false,
          data: again.data,
          opened: again.data,
          versions: again.versions,
          pending: again.pending,
        });
      void refresh();
    }
  }

  async function remove(c: CollectionInfo, id: string, fromLists = false) {
    if (
      !fromLists &&
      !confirm(
        `Delete ${id} from ${c.name}? Its files are removed (the site’s history keeps them).`,
      )
    )
      return;
    setUnlist(null);
    const loaded = await loadEntry(c.name, id);
    if (loaded.status !== 'entry') return;
    setBusy(true);
    const result = await deleteEntry({
      collection: c.name,
      id,
      versions: loaded.versions,
      ...(fromLists ? { unlist: true } : {}),
    });
    setBusy(false);
    if (report(result, 'Deleted')) {
      if (open?.id === id) setOpen(null);
      void refresh();
      return;
    }
    const naming = listsOf(c.places).filter((p) => p.select.includes(id));
    if (result.status === 'invalid' && naming.length && !fromLists) {
      setUnlist({ collection: c, id, places: naming });
      setStatus({
        kind: 'error',
        text: `Not deleted: ${id} is still shown in ${naming.map(placeName).join('; ')}. Remove it from those places and delete, in one save?`,
      });
    }
  }

  const form: FormState = {
    files,
    languages: project.languages,
    defaultLanguage: project.defaultLanguage,
    problems,
    upload: async (file) => {
      const r = await uploadImage(file);
      return r.status === 'saved' ? { src: r.src } : { error: `Not added: ${r.message}` };
    },
    shown: new Set<Problem>(),
    pending: new Set(open ? open.pending.map((p) => pendingBox(open, p)) : []),
  };
  const toWrite = open?.collection.kind !== 'single' && problems.some(isToWrite);
  const change = (data: unknown) => {
    if (!open) return;
    setOpen({ ...open, data });
    setDirty(true);
  };

  return (
    <div className="ed-content">
      <div className="ed-header">
        {/* The editor's own address: / here, /edit in the team service. */}
        <a href={location.pathname}>Pages</a>
        <ServiceLinks />
        <label htmlFor="ed-collection">Content</label>
        <select
          id="ed-collection"
          value={collection?.name ?? ''}
          onChange={(e) => {
            if (!leave()) return;
            setName(e.target.value);
            setOpen(null);
            setUnlist(null);
            setDirty(false);
          }}
        >
          {collections?.map((c) => (
            <option key={c.name} value={c.name}>
              {labelOf(c.name)}
            </option>
          ))}
        </select>
        {open && (
          <button type="button" className="ed-save" onClick={() => void save()} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        )}
        {toWrite && (
          <button type="button" onClick={() => void save(true)} disabled={busy}>
            {TRANSLATE_LATER}
          </button>
        )}
        <p role="status" className={status ? `ed-status ed-status-${status.kind}` : 'ed-status'}>
          {status?.text}
        </p>
      </div>
      {unlist && (
        <p className="ed-unlist">
          <button
            type="button"
            className="ed-small"
            disabled={busy}
            onClick={() => void remove(unlist.collection, unlist.id, true)}
          >
            Remove it from those places and delete
          </button>
        </p>
      )}
      {!open && <Unplaced problems={problems} shown={new Set()} />}
      {collection && root && (
        <div className="ed-content-body">
          <nav className="ed-entries" aria-label={`${labelOf(collection.name)}: entries`}>
            {collection.kind !== 'single' && (
              <form
                className="ed-new-entry"
                onSubmit={(e) => {
                  e.preventDefault();
                  void create();
                }}
              >
                <label htmlFor="ed-new-title">New entry: its title</label>
                <input
                  id="ed-new-title"
                  className="ed-input"
                  value={title}
                  onChange={(e) => {
                    setTitle(e.target.value);
                    if (!idTyped.current) setNewId(slugFromTitle(e.target.value, taken));
                  }}
                />
                <label htmlFor="ed-new-id">
                  Its id (the address and file name; fixed once saved)
                </label>
                <input
                  id="ed-new-id"
                  className="ed-input"
                  value={newId}
                  aria-invalid={
                    newId !== '' && (!ID.test(newId) || taken.includes(newId)) ? true : undefined
                  }
                  onChange={(e) => {
                    idTyped.current = true;
                    setNewId(e.target.value.trim());
                  }}
                />
                <label htmlFor="ed-new-from">Start from</label>
                <select
                  id="ed-new-from"
                  className="ed-input"
                  value={startFrom}
                  onChange={(e) => setStartFrom(e.target.value)}
                >
                  <option value="">an empty form</option>
                  {collection.entries.map((e) => (
                    <option key={e.id} value={e.id}>
                      a copy of {e.title}
                    </option>
                  ))}
                </select>
                {newId !== '' && taken.includes(newId) && (
                  <p className="ed-problems">{newId} is taken: choose another id.</p>
                )}
                <button
                  type="submit"
                  className="ed-small"
                  disabled={!ID.test(newId) || taken.includes(newId)}
                >
                  Create
                </button>
              </form>
            )}
            <ul role="list">
              {collection.entries.map((e) => (
                <li key={e.id} data-entry={e.id}>
                  <button
                    type="button"
                    className="ed-entry"
                    aria-current={open?.id === e.id ? 'true' : undefined}
                    onClick={() => void openEntry(collection, e.id)}
                  >
                    {e.title}
                    <span className="ed-help">
                      {' '}
                      {e.id}
                      {collection.kind === 'articles' && ` · ${e.languages.join(', ')}`}
                    </span>
                  </button>
                  {collection.kind !== 'single' && (
                    <button
                      type="button"
                      className="ed-small"
                      aria-label={`Delete ${e.id}`}
                      onClick={() => void remove(collection, e.id)}
                      disabled={busy}
                    >
                      Delete
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {open && open.collection.name === collection.name && (
            <FormContext.Provider value={form}>
              <form
                className="ed-entry-form ed-fields"
                aria-label={`${open.id}`}
                onSubmit={(e) => {
                  e.preventDefault();
                  void save();
                }}
              >
                <p className="ed-entry-id">
                  Id: <code>{open.id}</code>
                  {open.fresh ? ' (new: not saved yet)' : ' (fixed)'}
                </p>
                {open.collection.kind === 'articles' ? (
                  <ArticleForm
                    node={root}
                    collection={open.collection}
                    id={open.id}
                    data={open.data as { languages: Record<string, ArticleLanguage> }}
                    onChange={change}
                    languages={project.languages}
                    defaultLanguage={project.defaultLanguage}
                    problems={problems}
                  />
                ) : (
                  <EntryForm
                    node={root}
                    file={fileOf(open.collection, open.id)}
                    data={open.data as Json}
                    onChange={change}
                  />
                )}
                {open.fresh && (
                  <AlsoShowIn
                    places={open.collection.places}
                    chosen={open.places}
                    onChange={(places) => setOpen({ ...open, places })}
                  />
                )}
                {factsOpen && (
                  <FactsAgreement
                    opened={open.opened}
                    data={open.data}
                    places={factPlaces}
                    onChange={change}
                  />
                )}
                <Unplaced problems={problems} shown={form.shown} />
                <button type="submit" className="ed-small" disabled={busy}>
                  Save
                </button>
              </form>
            </FormContext.Provider>
          )}
        </div>
      )}
    </div>
  );
}

/** A JSON entry's fields: every property of its schema but its id (shown above, fixed). */
function EntryForm({
  node,
  file,
  data,
  onChange,
}: {
  node: Node;
  file: string;
  data: Json;
  onChange: (d: Json) => void;
}) {
  const { files, languages } = useContextForm();
  const shape = fieldKind(files, node, languages);
  if (shape.kind !== 'object') return null;
  return (
    <>
      {shape.properties
        .filter(([name]) => name !== 'id')
        .map(([name, prop]) => (
          <FormField
            key={name}
            node={prop}
            value={data[name]}
            onChange={(v) => {
              const out = { ...data, [name]: v };
              if (v === undefined) delete out[name];
              onChange(out);
            }}
            file={file}
            pointer={`/${name}`}
            label={labelOf(name)}
            required={shape.required.includes(name)}
          />
        ))}
    </>
  );
}

function useContextForm(): FormState {
  const s = useContext(FormContext);
  if (!s) throw new Error('needs the FormContext');
  return s;
}

/**
 * An article: which languages it is written in, then each field of its card with one box per
 * language, then its body in each language.
 */
function ArticleForm(props: {
  node: Node;
  collection: CollectionInfo;
  id: string;
  data: { languages: Record<string, ArticleLanguage> };
  onChange: (d: unknown) => void;
  languages: string[];
  defaultLanguage: string;
  problems: Problem[];
}) {
  const { node, collection, id, data, onChange, languages, defaultLanguage, problems } = props;
  const { files, pending } = useContextForm();
  const shape = fieldKind(files, node, languages);
  const chosen = languages.filter((l) => data.languages[l]);
  const set = (lang: string, part: ArticleLanguage) =>
    onChange({ languages: { ...data.languages, [lang]: part } });
  const toggle = (lang: string, on: boolean) => {
    const next = { ...data.languages };
    if (on) {
      // A new language starts from the card's values that are not words (date, picture, author).
      const from = data.languages[defaultLanguage] ?? data.languages[chosen[0] ?? ''];
      const front: Json = {};
      for (const k of ['date', 'image', 'views', 'likes', 'comments'])
        if (from?.front[k] !== undefined) front[k] = from.front[k];
      // The author is a person of the team by id, the same in every language.
      front.author = typeof from?.front.author === 'string' ? from.front.author : '';
      front.title = '';
      front.excerpt = '';
      front.category = '';
      front.tags = [];
      front.imageAlt = '';
      next[lang] = { front, body: '' };
    } else {
      if (
        !confirm(
          `Remove the ${languageName(lang)} version of this article? Its file is deleted on save.`,
        )
      )
        return;
      delete next[lang];
    }
    onChange({
      languages: Object.fromEntries(languages.filter((l) => next[l]).map((l) => [l, next[l]!])),
    });
  };
  if (shape.kind !== 'object') return null;
  return (
    <>
      <fieldset className="ed-field">
        <legend>Languages this article is written in</legend>
        {languages.map((l) => (
          <label key={l} className="ed-check">
            <input
              type="checkbox"
              checked={!!data.languages[l]}
              disabled={!!data.languages[l] && chosen.length === 1}
              onChange={(e) => toggle(l, e.target.checked)}
            />{' '}
            {languageName(l)}
          </label>
        ))}
      </fieldset>
      {shape.properties.map(([name, prop]) => (
        <fieldset key={name} className="ed-field ed-langs" data-field={`/${name}`}>
          <legend>{labelOf(name)}</legend>
          <p className="ed-help">{prop.schema.description}</p>
          <div className="ed-lang-grid">
            {chosen.map((l) => (
              <div key={l} className="ed-lang" data-lang={l}>
                {!data.languages[l]!.front[name] &&
                  pending.has(`${fileOf(collection, id, l)}#/${name}`) && (
                    <span className="ed-mark ed-mark-pending">{PENDING_MARK}</span>
                  )}
                <FormField
                  node={prop}
                  value={data.languages[l]!.front[name]}
                  onChange={(v) => {
                    const front = { ...data.languages[l]!.front, [name]: v };
                    if (v === undefined) delete front[name];
                    set(l, { ...data.languages[l]!, front });
                  }}
                  file={fileOf(collection, id, l)}
                  pointer={`/${name}`}
                  label={`${labelOf(name)} (${languageName(l)})`}
                  required={shape.required.includes(name)}
                  lang={l}
                  quiet
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {chosen.map((l) => (
        <MarkdownField
          pending={
            !data.languages[l]!.body.trim() && pending.has(`${fileOf(collection, id, l)}#`)
              ? PENDING_MARK
              : undefined
          }
          key={l}
          lang={l}
          label={`Article (${languageName(l)})`}
          value={data.languages[l]!.body}
          onChange={(body) => set(l, { ...data.languages[l]!, body })}
          problems={problemsAt(problems, fileOf(collection, id, l), '')}
        />
      ))}
    </>
  );
}

/** Problems no field showed (a page that still names a deleted entry, a file-wide one). */
function Unplaced({ problems, shown }: { problems: Problem[]; shown: Set<Problem> }) {
  const rest = problems.filter(
    (p) => !shown.has(p) && !(p.file.endsWith('.md') && p.pointer === ''),
  );
  if (!rest.length) return null;
  return (
    <ul className="ed-problems" role="list" aria-label="Other problems">
      {rest.map((p, i) => (
        <li key={i}>
          <span className="ed-where">{placeOf(p)}</span> {editorMessage(p)}
        </li>
      ))}
    </ul>
  );
}
