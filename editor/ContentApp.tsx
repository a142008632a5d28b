import { ServiceLinks } from './ServiceLinks';
import { useRef, useState } from 'react';
import { uploadImage, type CollectionInfo, type Project } from './api';
import { editorMessage, isToWrite, placeOf, TRANSLATE_LATER } from './messages';
import { FactsAgreement } from './FactsAgreement';
import { FormContext, FormField, type FormState } from './EntryFields';
import { ID, labelOf, slugFromTitle } from './entryForm';
import { fieldKind } from './fieldKind';
import { ArticleForm, useContextForm } from './ArticleForm';
import { AlsoShowIn } from './Places';
import type { Problem } from './problems';
import type { Node } from './schema';
import { fileOf, pendingBox, type ArticleData, type Json } from './contentEntry';
import {
  createEntry,
  openEntry,
  removeEntry,
  saveOpen,
  useContentScreen,
  type Screen,
  type Typed,
} from './useContentScreen';

/**
 * The content screen: every collection under content/ (articles, testimonials, team members,
 * the facts…) with its entries, opened in a form drawn from the collection's schema, saved
 * through the same lint as the pages.
 */
export function ContentApp({ project }: { project: Project }) {
  const { screen, collections, collection, setName, factsOpen, factPlaces } =
    useContentScreen(project);
  const { open, problems, unlist, busy } = screen.state;
  const files = project.schemas;
  const root: Node | null = collection
    ? { file: collection.schema, schema: files[collection.schema] ?? {} }
    : null;
  return (
    <div className="ed-content">
      <ContentHeader
        screen={screen}
        collections={collections}
        collection={collection}
        onChoose={(name) => {
          if (!screen.leave()) return;
          setName(name);
          screen.dispatch({ kind: 'closed' });
        }}
      />
      {unlist && (
        <p className="ed-unlist">
          <button
            type="button"
            className="ed-small"
            disabled={busy}
            onClick={() => void removeEntry(screen, unlist.collection, unlist.id, true)}
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
              <NewEntryForm
                collection={collection}
                onCreate={(typed) => createEntry(screen, collection, root, typed)}
              />
            )}
            <EntryList screen={screen} collection={collection} />
          </nav>
          {open && open.collection.name === collection.name && (
            <EntryEditor
              screen={screen}
              root={root}
              factsOpen={factsOpen}
              factPlaces={factPlaces}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The bar above: the pages, the collection shown, save, and what the last step said. */
function ContentHeader(props: {
  screen: Screen;
  collections: CollectionInfo[] | null;
  collection: CollectionInfo | null;
  onChoose: (name: string) => void;
}) {
  const { screen, collections, collection, onChoose } = props;
  const { open, problems, status, busy } = screen.state;
  const toWrite = open?.collection.kind !== 'single' && problems.some(isToWrite);
  return (
    <div className="ed-header">
      {/* The editor's own address: / here, /edit in the team service. */}
      <a href={location.pathname}>Pages</a>
      <ServiceLinks />
      <label htmlFor="ed-collection">Content</label>
      <select
        id="ed-collection"
        value={collection?.name ?? ''}
        onChange={(e) => onChoose(e.target.value)}
      >
        {collections?.map((c) => (
          <option key={c.name} value={c.name}>
            {labelOf(c.name)}
          </option>
        ))}
      </select>
      {open && (
        <button
          type="button"
          className="ed-save"
          onClick={() => void saveOpen(screen)}
          disabled={busy}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      )}
      {toWrite && (
        <button type="button" onClick={() => void saveOpen(screen, true)} disabled={busy}>
          {TRANSLATE_LATER}
        </button>
      )}
      <p role="status" className={status ? `ed-status ed-status-${status.kind}` : 'ed-status'}>
        {status?.text}
      </p>
    </div>
  );
}

/** A new entry: its title, the id made of it (until typed by hand), and what it starts from. */
function NewEntryForm(props: {
  collection: CollectionInfo;
  onCreate: (typed: Typed) => Promise<boolean>;
}) {
  const { collection, onCreate } = props;
  const [title, setTitle] = useState('');
  const [newId, setNewId] = useState('');
  const idTyped = useRef(false);
  const [startFrom, setStartFrom] = useState('');
  const taken = collection.entries.map((e) => e.id);
  const refused = newId !== '' && (!ID.test(newId) || taken.includes(newId));
  const create = async () => {
    if (!(await onCreate({ title, id: newId, from: startFrom }))) return;
    setTitle('');
    setNewId('');
    setStartFrom('');
    idTyped.current = false;
  };
  return (
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
      <label htmlFor="ed-new-id">Its id (the address and file name; fixed once saved)</label>
      <input
        id="ed-new-id"
        className="ed-input"
        value={newId}
        aria-invalid={refused ? true : undefined}
        onChange={(e) => {
          idTyped.current = true;
          setNewId(e.target.value.trim());
        }}
      />
      <StartFrom collection={collection} value={startFrom} onChange={setStartFrom} />
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
  );
}

/** What a new entry starts from: an empty form, or a copy of an entry of the collection. */
function StartFrom(props: {
  collection: CollectionInfo;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <>
      <label htmlFor="ed-new-from">Start from</label>
      <select
        id="ed-new-from"
        className="ed-input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">an empty form</option>
        {props.collection.entries.map((e) => (
          <option key={e.id} value={e.id}>
            a copy of {e.title}
          </option>
        ))}
      </select>
    </>
  );
}

/** The collection's entries, each opened by its title, with a delete button. */
function EntryList({ screen, collection }: { screen: Screen; collection: CollectionInfo }) {
  const { open, busy } = screen.state;
  return (
    <ul role="list">
      {collection.entries.map((e) => (
        <li key={e.id} data-entry={e.id}>
          <button
            type="button"
            className="ed-entry"
            aria-current={open?.id === e.id ? 'true' : undefined}
            onClick={() => void openEntry(screen, collection, e.id)}
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
              onClick={() => void removeEntry(screen, collection, e.id)}
              disabled={busy}
            >
              Delete
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What every field of the open entry's form shares (a new set of shown problems each drawing). */
function formStateOf(screen: Screen): FormState {
  const { project, state } = screen;
  const { open } = state;
  return {
    files: project.schemas,
    languages: project.languages,
    defaultLanguage: project.defaultLanguage,
    problems: state.problems,
    upload: async (file) => {
      const r = await uploadImage(file);
      return r.status === 'saved' ? { src: r.src } : { error: `Not added: ${r.message}` };
    },
    shown: new Set<Problem>(),
    pending: new Set(open ? open.pending.map((p) => pendingBox(open, p)) : []),
  };
}

/** The open entry's form: its fields, where a new one is also shown, the facts' agreement. */
function EntryEditor(props: {
  screen: Screen;
  root: Node;
  factsOpen: boolean;
  factPlaces: Parameters<typeof FactsAgreement>[0]['places'];
}) {
  const { screen, root, factsOpen, factPlaces } = props;
  const { project, dispatch } = screen;
  const { problems, busy } = screen.state;
  const open = screen.state.open!;
  const form = formStateOf(screen);
  const change = (data: unknown) => dispatch({ kind: 'edited', data });
  return (
    <FormContext.Provider value={form}>
      <form
        className="ed-entry-form ed-fields"
        aria-label={`${open.id}`}
        onSubmit={(e) => {
          e.preventDefault();
          void saveOpen(screen);
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
            data={open.data as ArticleData}
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
            onChange={(places) => dispatch({ kind: 'places', places })}
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
  const kind = fieldKind(files, node, languages);
  if (kind.kind !== 'object') return null;
  return (
    <>
      {kind.properties
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
            required={kind.required.includes(name)}
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
