import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { editorMessage } from './messages';
import type { Problem } from './problems';
import { resolve, type Node, type Schema, type SchemaFiles } from './schema';
import {
  labelOf,
  moveItem,
  newItemOf,
  problemsAt,
  removeItem,
  seg,
  shapeOf,
  type Shape,
} from './entryForm';

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

export const languageName = (lang: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

const dirOf = (lang: string | undefined) =>
  lang ? (new Intl.Locale(lang).maximize().script === 'Arab' ? 'rtl' : 'ltr') : undefined;

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

/** One place of an entry, drawn from its schema. */
export function FormField(props: FieldProps): ReactNode {
  const form = useForm();
  const shape = shapeOf(form.files, props.node, form.languages);
  return <ShapeField {...props} shape={shape} />;
}

function ShapeField(props: FieldProps & { shape: Shape }) {
  const { shape, node, value, onChange, file, pointer, label, required, lang, quiet } = props;
  const form = useForm();
  const id = useId();
  const description = quiet ? undefined : resolve(form.files, node).schema.description;
  const own = problemsAt(
    form.problems,
    file,
    pointer,
    shape.kind !== 'list' && shape.kind !== 'object',
  );
  const help = description ? <p className="ed-help">{description}</p> : null;
  const invalid = own.length ? true : undefined;
  const described = own.length ? `${id}-problems` : undefined;

  if (shape.kind === 'text' || shape.kind === 'texts') {
    // An optional text starts with every language present and empty ("to write"), so typing one
    // language of it never leaves the others missing altogether.
    const v = {
      ...Object.fromEntries(shape.languages.map((l) => [l, shape.kind === 'text' ? '' : []])),
      ...(isObject(value) ? value : {}),
    };
    return (
      <fieldset className="ed-field ed-langs" data-field={pointer}>
        <legend>{label}</legend>
        {help}
        <div className="ed-lang-grid">
          {shape.languages.map((l) => {
            const at = `${pointer}/${l}`;
            const mine = problemsAt(form.problems, file, at, true);
            const empty =
              shape.kind === 'text' ? !v[l] : !Array.isArray(v[l]) || !(v[l] as unknown[]).length;
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
                {shape.kind === 'text' ? (
                  <textarea
                    id={boxId}
                    className="ed-input"
                    lang={l}
                    dir={dirOf(l)}
                    rows={Math.min(6, Math.max(1, Math.ceil(String(v[l] ?? '').length / 38)))}
                    value={typeof v[l] === 'string' ? v[l] : ''}
                    aria-invalid={mine.length ? true : undefined}
                    aria-describedby={mine.length ? `${boxId}-problems` : undefined}
                    onChange={(e) => onChange({ ...v, [l]: e.target.value })}
                  />
                ) : (
                  <StringList
                    id={boxId}
                    lang={l}
                    label={`${label} (${languageName(l)})`}
                    value={Array.isArray(v[l]) ? (v[l] as string[]) : []}
                    onChange={(list) => onChange({ ...v, [l]: list })}
                  />
                )}
                <Problems problems={mine} id={`${boxId}-problems`} />
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }

  if (shape.kind === 'list') {
    const list = Array.isArray(value) ? value : [];
    const max = resolve(form.files, node).schema.maxItems;
    const itemLabel = (i: number) => `${label} ${i + 1}`;
    return (
      <fieldset className="ed-field ed-list" data-field={pointer}>
        <legend>{label}</legend>
        {help}
        <ol className="ed-items">
          {list.map((item, i) => (
            <li key={i} className="ed-item">
              <FormField
                node={shape.items}
                value={item}
                onChange={(next) => onChange(list.map((x, k) => (k === i ? next : x)))}
                file={file}
                pointer={`${pointer}/${i}`}
                label={itemLabel(i)}
                required
                lang={lang}
                quiet
              />
              <span className="ed-move">
                <button
                  type="button"
                  aria-label={`Move ${itemLabel(i)} up`}
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(list, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${itemLabel(i)} down`}
                  disabled={i === list.length - 1}
                  onClick={() => onChange(moveItem(list, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${itemLabel(i)}`}
                  onClick={() => onChange(removeItem(list, i))}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="ed-small"
          aria-label={`Add to ${label}`}
          disabled={max !== undefined && list.length >= max}
          onClick={() => onChange([...list, newItemOf(form.files, shape.items)])}
        >
          +
        </button>
        <Problems problems={own} id={`${id}-problems`} />
      </fieldset>
    );
  }

  if (shape.kind === 'object') {
    const v = isObject(value) ? value : {};
    return (
      <fieldset className="ed-field ed-group" data-field={pointer}>
        <legend>{label}</legend>
        {help}
        {shape.properties.map(([name, prop]) => (
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
            required={shape.required.includes(name)}
            lang={lang}
          />
        ))}
        <Problems problems={own} id={`${id}-problems`} />
      </fieldset>
    );
  }

  if (shape.kind === 'map') return <MapField {...props} shape={shape} />;

  if (shape.kind === 'forms') {
    const forms = shape.forms.map((f) => resolve(form.files, f).schema);
    const current = Math.max(
      0,
      forms.findIndex((f) =>
        isObject(value)
          ? (f.required ?? []).every((r) => r in value) && (f.type === 'object' || !!f.properties)
          : typeof value === f.type || (f.type === undefined && typeof value === 'string'),
      ),
    );
    return (
      <div className="ed-field" data-field={pointer}>
        <label htmlFor={id}>{label}: form</label>
        <select
          id={id}
          className="ed-input"
          value={current}
          onChange={(e) => onChange(newItemOf(form.files, shape.forms[Number(e.target.value)]!))}
        >
          {forms.map((f, i) => (
            <option key={i} value={i}>
              {formName(f, i)}
            </option>
          ))}
        </select>
        {help}
        <FormField
          node={shape.forms[current]!}
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

  let control: ReactNode;
  if (shape.kind === 'choice')
    control = (
      <select
        id={id}
        className="ed-input"
        value={value === undefined ? '' : JSON.stringify(value)}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value === '' ? undefined : JSON.parse(e.target.value))}
      >
        {(!required || value === undefined) && <option value="">(not set)</option>}
        {shape.options.map((o, i) => (
          <option key={i} value={JSON.stringify(o)}>
            {shape.labels[i]}
          </option>
        ))}
      </select>
    );
  else if (shape.kind === 'boolean')
    control = (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  else if (shape.kind === 'number')
    control = (
      <input
        id={id}
        type="number"
        className="ed-input"
        step={shape.integer ? 1 : 'any'}
        value={typeof value === 'number' ? value : ''}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  else if (shape.kind === 'image') return <ImageField {...props} id={id} own={own} help={help} />;
  else {
    const common = {
      id,
      className: 'ed-input',
      lang,
      dir: dirOf(lang),
      value: typeof value === 'string' ? value : '',
      'aria-invalid': invalid,
      'aria-describedby': described,
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    };
    control =
      shape.kind === 'string' && shape.long ? (
        <textarea rows={2} {...common} />
      ) : (
        <input {...common} />
      );
  }
  return (
    <div className="ed-field" data-field={pointer}>
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      {control}
      {help}
      <Problems problems={own} id={`${id}-problems`} />
    </div>
  );
}

/** Plain words, one box each, with "+", remove and move (tags, results, expertise). */
function StringList({
  id,
  lang,
  label,
  value,
  onChange,
}: {
  id: string;
  lang: string;
  label: string;
  value: string[];
  onChange: (list: string[]) => void;
}) {
  return (
    <div className="ed-strings" id={id}>
      <ol className="ed-items">
        {value.map((s, i) => (
          <li key={i} className="ed-item">
            <input
              className="ed-input"
              lang={lang}
              dir={dirOf(lang)}
              aria-label={`${label} ${i + 1}`}
              value={s}
              onChange={(e) => onChange(value.map((x, k) => (k === i ? e.target.value : x)))}
            />
            <span className="ed-move">
              <button
                type="button"
                aria-label={`Move ${label} ${i + 1} up`}
                disabled={i === 0}
                onClick={() => onChange(moveItem(value, i, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${label} ${i + 1} down`}
                disabled={i === value.length - 1}
                onClick={() => onChange(moveItem(value, i, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Remove ${label} ${i + 1}`}
                onClick={() => onChange(removeItem(value, i))}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="ed-small"
        aria-label={`Add to ${label}`}
        onClick={() => onChange([...value, ''])}
      >
        +
      </button>
    </div>
  );
}

/** A picture: its address in the site's images, with an upload button and a preview. */
function ImageField(props: FieldProps & { id: string; own: Problem[]; help: ReactNode }) {
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
function MapField(props: FieldProps & { shape: Extract<Shape, { kind: 'map' }> }) {
  const { shape, value, onChange, file, pointer, label } = props;
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
            node={shape.values}
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
          onChange({ ...v, [name]: newItemOf(form.files, shape.values) });
          setName('');
        }}
      >
        Add
      </button>
    </fieldset>
  );
}
