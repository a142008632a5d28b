import { FieldLabel } from '@puckeditor/core';
import { useId, useSyncExternalStore } from 'react';
import { useEditor } from './context';
import { FieldProblems } from './FieldProblems';
import { problemsOfText } from './problems';
import { useFieldProblems, usePuck } from './useProblems';
import { splitKey, type WordStore } from './words';
import { languageName } from './languages';
import { STILL_CORRECT, TRANSLATE_LATER } from './messages';

interface Props {
  name: string;
  id: string;
  value: unknown;
  onChange: (value: string) => void;
  readOnly?: boolean;
  label: string;
  description: string | undefined;
}

const MARK_WORDS = {
  missing: 'to write',
  stale: 'to check: the English changed',
  unrecorded: 'to check: not yet reviewed',
  pending: 'pending: saved, not published until it is done',
} as const;

type Key = { ns: string; key: string };
type Mark = ReturnType<WordStore['mark']>;

/** "Still correct" and "translate later" for a language that is not the default one. */
function LanguageActions({
  words,
  lang,
  full,
  mark,
  text,
}: {
  words: WordStore;
  lang: string;
  full: Key;
  mark: Mark;
  text: string;
}) {
  return (
    <span className="ed-lang-actions">
      {(mark === 'stale' || mark === 'unrecorded' || (mark === 'pending' && text)) && (
        <button
          type="button"
          className="ed-small"
          onClick={() => words.markReviewed(lang, full.ns, full.key)}
        >
          {STILL_CORRECT}
        </button>
      )}
      {(mark === 'stale' || mark === 'unrecorded' || mark === 'missing') && (
        <button
          type="button"
          className="ed-small"
          onClick={() => words.markPending(lang, full.ns, full.key)}
        >
          {TRANSLATE_LATER}
        </button>
      )}
    </span>
  );
}

/** One language's words of a text: its name and mark, its box, its actions and problems. */
function LanguageBox(props: {
  lang: string;
  current: boolean;
  inputId: string;
  full: Key | null;
  readOnly?: boolean;
  /** The text's key, made (and set on the field) when the first words are typed. */
  keyFor: () => Key;
}) {
  const { lang: l, current, inputId, full, readOnly, keyFor } = props;
  const { words, problems } = useEditor();
  const text = full ? (words.get(l, full.ns, full.key) ?? '') : '';
  const mark = full ? words.mark(l, full.ns, full.key) : 'missing';
  const own = full ? problemsOfText(problems, l, full.ns, full.key) : [];
  const problemId = `${inputId}-problems`;
  const dir = l === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className={current ? 'ed-lang ed-lang-current' : 'ed-lang'} data-lang={l}>
      <label htmlFor={inputId} className="ed-lang-name">
        {languageName(l)}
        {mark && (l !== words.defaultLanguage || mark === 'missing') && (
          <span className={`ed-mark ed-mark-${mark}`}> · {MARK_WORDS[mark]}</span>
        )}
      </label>
      <textarea
        id={inputId}
        lang={l}
        dir={dir}
        rows={Math.min(6, Math.max(1, Math.ceil(text.length / 38)))}
        value={text}
        readOnly={readOnly}
        aria-invalid={own.length ? true : undefined}
        aria-describedby={own.length ? problemId : undefined}
        onChange={(e) => {
          const k = keyFor();
          words.set(l, k.ns, k.key, e.target.value);
        }}
      />
      {full && l !== words.defaultLanguage && (
        <LanguageActions words={words} lang={l} full={full} mark={mark} text={text} />
      )}
      <FieldProblems id={problemId} problems={own} />
    </div>
  );
}

/**
 * A text on the page: the words behind its key, edited in the language being edited, with the
 * other languages under it (each editable, marked while still to translate). A text without a
 * key yet gets one named after the page, the block and the field as soon as words are typed.
 */
export function TextKeyField({ name, id, value, onChange, readOnly, label, description }: Props) {
  const { words, lang, ns } = useEditor();
  useSyncExternalStore(words.subscribe, () => words.version);
  const item = usePuck((s) => s.selectedItem);
  const fieldProblems = useFieldProblems(name);
  const baseId = useId();
  const full = typeof value === 'string' ? splitKey(value) : null;

  const keyFor = (): Key => {
    if (full) return full;
    const block = item ? String(item.props.anchor || item.type) : 'page';
    const path = name.replace(/\[(\d+)\]/g, '.$1');
    const key = words.freeKey(ns, `${block}.${path}`);
    onChange(`${ns}:${key}`);
    return { ns, key };
  };

  const order = [lang, ...words.languages.filter((l) => l !== lang)];
  const shared = full && full.ns !== ns;
  return (
    <div
      className="ed-field ed-text"
      data-field={name}
      data-key={full ? `${full.ns}:${full.key}` : ''}
    >
      <FieldLabel label={label} el="div">
        {order.map((l, i) => (
          <LanguageBox
            key={l}
            lang={l}
            current={i === 0}
            inputId={i === 0 ? id : `${baseId}-${l}`}
            full={full}
            readOnly={readOnly}
            keyFor={keyFor}
          />
        ))}
      </FieldLabel>
      <p className="ed-help">
        {description}
        {full && (
          <>
            {' '}
            <code>{`${full.ns}:${full.key}`}</code>
            {shared && ' — shared with other pages: a change here changes them too.'}
          </>
        )}
      </p>
      <FieldProblems id={`${baseId}-field-problems`} problems={fieldProblems} />
    </div>
  );
}
