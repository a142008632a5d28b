import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { editorMessage } from './messages';
import type { Problem } from './problems';
import { resolve, type Node, type Schema, type SchemaFiles } from './schema';
import { labelOf, newItemOf, problemsAt, seg } from './entryForm';
import { AddButton, ItemButtons, StringList } from './StringList';
import { dirOf, languageName } from './languages';
import { fieldKind, type FieldKind } from './fieldKind';

/** What every field of a content form shares. */
export interface FormState {
  files: SchemaFiles;
  languages: string[];
  defaultLanguage: string;
  problems: Problem[];
  /** Keeps a picture in the site's images; its address, or the reason it was refused. */
  upload: (file: File) => Promise<{ src: string } | { error: string }>;
  /** Places the fields showed problems for, so the rest can be listed once under the form. */
  shown: Set<Problem>;
  /** Boxes saved as still to write ("content/team/x.json#/role/fr"): not published until written. */
  pending: ReadonlySet<string>;
}

export const FormContext = createContext<FormState | null>(null);

function useForm(): FormState {
  const state = useContext(FormContext);
  if (!state) throw new Error('a content field needs the FormContext');
  return state;
}

export interface FieldProps {
  node: Node;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The file the lint reports this field's problems in, and the place inside it. */
  file: string;
  pointer: string;
  label: string;
  required?: boolean;
  /** The language this field's words are in (a field of one language's article). */
  lang?: string;
  /** Leave the schema's explanation out (shown once above several languages). */
  quiet?: boolean;
}

function Problems({ problems, id }: { problems: Problem[]; id: string }) {
  const { shown } = useForm();
  if (!problems.length) return null;
  for (const p of problems) shown.add(p);
  return (
    <ul id={id} className="ed-problems" role="list">
      {problems.map((p, i) => (
        <li key={i}>{editorMessage(p)}</li>
      ))}
    </ul>
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A form's name for the choice between forms: "Figure value", "None" for an empty text. */
function formName(f: Schema, i: number): string {
  if (f.maxLength === 0) return 'None';
  if (f.title) return labelOf(f.title.replace(/([a-z])([A-Z])/g, '$1 $2'));
  return f.description?.split('.')[0] ?? `Form ${i + 1}`;
}

/** One place of an entry, drawn from its schema as the kind fieldKind.ts decides. */
export function FormField(props: FieldProps): ReactNode {
  const form = useForm();
  const kind = fieldKind(form.files, props.node, form.languages);
  return <KindField {...props} kind={kind} />;
}

/** What a field of one kind gets besides its props: its box's id, explanation and problems. */
interface Drawn extends FieldProps {
  id: string;
  /** The schema's explanation, unless the field is quiet. */
  help: ReactNode;
  /** The lint's problems for this place (and inside it, for a single value). */
  own: Problem[];
}

type KindOf<K extends FieldKind['kind']> = Extract<FieldKind, { kind: K }>;

/** A field of the content form for one kind: what it shares (id, explanation, problems), then its own. */
function KindField(props: FieldProps & { kind: FieldKind }) {
  const { kind, node, file, pointer, quiet } = props;
  const form = useForm();
  const id = useId();
  const description = quiet ? undefined : resolve(form.files, node).schema.description;
  const own = problemsAt(
    form.problems,
    file,
    pointer,
    kind.kind !== 'list' && kind.kind !== 'object',
  );
  const drawn: Drawn = {
    ...props,
    id,
    own,
    help: description ? <p className="ed-help">{description}</p> : null,
  };
  switch (kind.kind) {
    case 'text':
    case 'texts':
      return <LanguagesField {...drawn} kind={kind} />;
    case 'list':
      return <ItemsField {...drawn} kind={kind} />;
    case 'object':
      return <GroupField {...drawn} kind={kind} />;
    case 'map':
      return <MapField {...props} kind={kind} />;
    case 'forms':
      return <FormsField {...drawn} forms={kind.forms} />;
    case 'link':
      // This form has no picker of the site's pages: a link is one of its forms, in words.
      return kind.forms.length ? (
        <FormsField {...drawn} forms={kind.forms} />
      ) : (
        <SingleField {...drawn} kind={{ kind: 'string', long: false }} />
      );
    case 'image':
      return <ImageField {...drawn} />;
    case 'textKey':
      // A translation key in an entry (no collection has one yet) is typed as it is.
      return <SingleField {...drawn} kind={{ kind: 'string', long: false }} />;
    default:
      return <SingleField {...drawn} kind={kind} />;
  }
}

/** The box of one language of a text: the words, or a list of words. */
function LanguageBox(props: {
  kind: KindOf<'text' | 'texts'>;
  lang: string;
  boxId: string;
  label: string;
  value: unknown;
  invalid: boolean;
  onChange: (value: unknown) => void;
}) {
  const { kind, lang, boxId, label, value, invalid, onChange } = props;
  if (kind.kind === 'texts')
    return (
      <StringList
        id={boxId}
        lang={lang}
        label={`${label} (${languageName(lang)})`}
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={onChange}
      />
    );
  return (
    <textarea
      id={boxId}
      className="ed-input"
      lang={lang}
      dir={dirOf(lang)}
      rows={Math.min(6, Math.max(1, Math.ceil(String(value ?? '').length / 38)))}
      value={typeof value === 'string' ? value : ''}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${boxId}-problems` : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A text written in every language: one box per language, side by side, each marked when empty. */
function LanguagesField(props: Drawn & { kind: KindOf<'text' | 'texts'> }) {
  const { kind, id, value, onChange, file, pointer, label, help } = props;
  const form = useForm();
  // An optional text starts with every language present and empty ("to write"), so typing one
  // language of it never leaves the others missing altogether.
  const v = {
    ...Object.fromEntries(kind.languages.map((l) => [l, kind.kind === 'text' ? '' : []])),
    ...(isObject(value) ? value : {}),
  };
  return (
    <fieldset className="ed-field ed-langs" data-field={pointer}>
      <legend>{label}</legend>
      {help}
      <div className="ed-lang-grid">
        {kind.languages.map((l) => {
          const at = `${pointer}/${l}`;
          const mine = problemsAt(form.problems, file, at, true);
          const empty =
            kind.kind === 'text' ? !v[l] : !Array.isArray(v[l]) || !(v[l] as unknown[]).length;
          const boxId = `${id}-${l}`;
          return (
            <div className="ed-lang" key={l} data-lang={l}>
              <label htmlFor={boxId} className="ed-lang-name">
                {languageName(l)}
                {empty && <span className="ed-mark ed-mark-missing"> · to write</span>}
                {empty && form.pending.has(`${file}#${at}`) && (
                  <span className="ed-mark ed-mark-pending">
                    {' '}
                    · pending: saved, not published until it is written
                  </span>
                )}
              </label>
              <LanguageBox
                kind={kind}
                lang={l}
                boxId={boxId}
                label={label}
                value={v[l]}
                invalid={mine.length > 0}
                onChange={(next) => onChange({ ...v, [l]: next })}
              />
              <Problems problems={mine} id={`${boxId}-problems`} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A list: each item's own fields, with move and remove, and "+" for a new item. */
function ItemsField(props: Drawn & { kind: KindOf<'list'> }) {
  const { kind, id, value, onChange, file, pointer, label, lang, help, own } = props;
  const form = useForm();
  const list = Array.isArray(value) ? value : [];
  const itemLabel = (i: number) => `${label} ${i + 1}`;
  return (
    <fieldset className="ed-field ed-list" data-field={pointer}>
      <legend>{label}</legend>
      {help}
      <ol className="ed-items">
        {list.map((item, i) => (
          <li key={i} className="ed-item">
            <FormField
              node={kind.items}
              value={item}
              onChange={(next) => onChange(list.map((x, k) => (k === i ? next : x)))}
              file={file}
              pointer={`${pointer}/${i}`}
              label={itemLabel(i)}
              required
              lang={lang}
              quiet
            />
            <ItemButtons list={list} i={i} name={itemLabel(i)} onChange={onChange} />
          </li>
        ))}
      </ol>
      <AddButton
        label={label}
        full={kind.maxItems !== undefined && list.length >= kind.maxItems}
        onAdd={() => onChange([...list, newItemOf(form.files, kind.items)])}
      />
      <Problems problems={own} id={`${id}-problems`} />
    </fieldset>
  );
}

/** A group: a field for each of its places; an emptied optional place is left out. */
function GroupField(props: Drawn & { kind: KindOf<'object'> }) {
  const { kind, id, value, onChange, file, pointer, label, lang, help, own } = props;
  const v = isObject(value) ? value : {};
  return (
    <fieldset className="ed-field ed-group" data-field={pointer}>
      <legend>{label}</legend>
      {help}
      {kind.properties.map(([name, prop]) => (
        <FormField
          key={name}
          node={prop}
          value={v[name]}
          onChange={(next) => {
            const out = { ...v, [name]: next };
            if (next === undefined || next === '') delete out[name];
            onChange(out);
          }}
          file={file}
          pointer={`${pointer}/${seg(name)}`}
          label={labelOf(name)}
          required={kind.required.includes(name)}
          lang={lang}
        />
      ))}
      <Problems problems={own} id={`${id}-problems`} />
    </fieldset>
  );
}

/** Which of the forms a value has: an object's by its required parts, else by its type. */
function currentForm(forms: Schema[], value: unknown): number {
  return Math.max(
    0,
    forms.findIndex((f) =>
      isObject(value)
        ? (f.required ?? []).every((r) => r in value) && (f.type === 'object' || !!f.properties)
        : typeof value === f.type || (f.type === undefined && typeof value === 'string'),
    ),
  );
}

/** A value in one of several forms: a choice of the form, then the form's own field. */
function FormsField(props: Drawn & { forms: Node[] }) {
  const { id, value, onChange, file, pointer, label, required, lang, help } = props;
  const form = useForm();
  const forms = props.forms.map((f) => resolve(form.files, f).schema);
  const current = currentForm(forms, value);
  return (
    <div className="ed-field" data-field={pointer}>
      <label htmlFor={id}>{label}: form</label>
      <select
        id={id}
        className="ed-input"
        value={current}
        onChange={(e) => onChange(newItemOf(form.files, props.forms[Number(e.target.value)]!))}
      >
        {forms.map((f, i) => (
          <option key={i} value={i}>
            {formName(f, i)}
          </option>
        ))}
      </select>
      {help}
      <FormField
        node={props.forms[current]!}
        value={value}
        onChange={onChange}
        file={file}
        pointer={pointer}
        label={label}
        required={required}
        lang={lang}
        quiet
      />
    </div>
  );
}

type Single = KindOf<'choice' | 'boolean' | 'number' | 'string'>;

/** The box of a single value: a choice, a check box, a figure, or words. */
function SingleControl(props: Drawn & { kind: Single }) {
  const { kind, id, value, onChange, required, lang, own } = props;
  const invalid = own.length ? true : undefined;
  const described = own.length ? `${id}-problems` : undefined;
  const aria = { 'aria-invalid': invalid, 'aria-describedby': described };
  if (kind.kind === 'choice')
    return (
      <select
        id={id}
        className="ed-input"
        value={value === undefined ? '' : JSON.stringify(value)}
        {...aria}
        onChange={(e) => onChange(e.target.value === '' ? undefined : JSON.parse(e.target.value))}
      >
        {(!required || value === undefined) && <option value="">(not set)</option>}
        {kind.options.map((o, i) => (
          <option key={i} value={JSON.stringify(o)}>
            {kind.labels[i]}
          </option>
        ))}
      </select>
    );
  if (kind.kind === 'boolean')
    return (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        {...aria}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  if (kind.kind === 'number')
    return (
      <input
        id={id}
        type="number"
        className="ed-input"
        step={kind.integer ? 1 : 'any'}
        value={typeof value === 'number' ? value : ''}
        {...aria}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  const common = {
    id,
    className: 'ed-input',
    lang,
    dir: dirOf(lang),
    value: typeof value === 'string' ? value : '',
    ...aria,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return kind.long ? <textarea rows={2} {...common} /> : <input {...common} />;
}

/** A single value with its name ("(optional)" when it may stay empty) and its problems. */
function SingleField(props: Drawn & { kind: Single }) {
  const { id, pointer, label, required, help, own } = props;
  return (
    <div className="ed-field" data-field={pointer}>
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      <SingleControl {...props} />
      {help}
      <Problems problems={own} id={`${id}-problems`} />
    </div>
  );
}

/** A picture: its address in the site's images, with an upload button and a preview. */
function ImageField(props: Drawn) {
  const { id, value, onChange, label, required, pointer, own, help } = props;
  const form = useForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const src = typeof value === 'string' ? value : '';
  return (
    <div className="ed-field ed-image" data-field={pointer}>
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      <input
        id={id}
        className="ed-input"
        value={src}
        aria-invalid={own.length ? true : undefined}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
      <label className="ed-small ed-upload">
        {busy ? 'Uploading…' : `Upload a picture for ${label.toLowerCase()}`}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          className="ed-sr"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (!chosen) return;
            setBusy(true);
            setError(null);
            void form.upload(chosen).then((r) => {
              setBusy(false);
              if ('src' in r) onChange(r.src);
              else setError(r.error);
            });
          }}
        />
      </label>
      {src.startsWith('/images/') && <img className="ed-preview-image" src={src} alt="" />}
      {error && (
        <p className="ed-problems" role="alert">
          {error}
        </p>
      )}
      {help}
      <Problems problems={own} id={`${id}-problems`} />
    </div>
  );
}

/** Named values (the facts): each name's fields, one group each, with add and remove. */
function MapField(props: FieldProps & { kind: KindOf<'map'> }) {
  const { kind, value, onChange, file, pointer, label } = props;
  const v = isObject(value) ? value : {};
  const form = useForm();
  const [name, setName] = useState('');
  const id = useId();
  const nameOk = /^[a-z][A-Za-z0-9]*$/.test(name) && !Object.hasOwn(v, name);
  return (
    <fieldset className="ed-field ed-map" data-field={pointer}>
      <legend>{label}</legend>
      {Object.entries(v).map(([key, item]) => (
        <div key={key} className="ed-item">
          <FormField
            node={kind.values}
            value={item}
            onChange={(next) => onChange({ ...v, [key]: next })}
            file={file}
            pointer={`${pointer}/${seg(key)}`}
            label={key}
            required
            quiet
          />
          <button
            type="button"
            className="ed-small"
            aria-label={`Remove ${key}`}
            onClick={() => {
              const out = { ...v };
              delete out[key];
              onChange(out);
            }}
          >
            Remove
          </button>
        </div>
      ))}
      <label htmlFor={id}>New name</label>
      <input
        id={id}
        className="ed-input"
        value={name}
        onChange={(e) => setName(e.target.value.trim())}
      />
      <button
        type="button"
        className="ed-small"
        disabled={!nameOk}
        onClick={() => {
          onChange({ ...v, [name]: newItemOf(form.files, kind.values) });
          setName('');
        }}
      >
        Add
      </button>
    </fieldset>
  );
}
