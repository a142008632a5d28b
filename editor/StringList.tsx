import { moveItem, removeItem } from './entryForm';
import { dirOf } from './languages';

/*
 * The list controls of the content forms: move and remove beside each item, "+" under the list,
 * and a list of plain words built of them.
 */

/** Move an item up or down its list, or remove it: the buttons beside each item. */
export function ItemButtons<T>(props: {
  list: readonly T[];
  i: number;
  /** The item as the buttons name it ("Expertise 2"). */
  name: string;
  onChange: (list: T[]) => void;
}) {
  const { list, i, name, onChange } = props;
  return (
    <span className="ed-move">
      <button
        type="button"
        aria-label={`Move ${name} up`}
        disabled={i === 0}
        onClick={() => onChange(moveItem(list, i, -1))}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={`Move ${name} down`}
        disabled={i === list.length - 1}
        onClick={() => onChange(moveItem(list, i, 1))}
      >
        ↓
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={() => onChange(removeItem(list, i))}
      >
        Remove
      </button>
    </span>
  );
}

/** "+" under a list: adds one item (none once the list holds as many as it may). */
export function AddButton({
  label,
  full,
  onAdd,
}: {
  label: string;
  full?: boolean;
  onAdd: () => void;
}) {
  return (
    <button
      type="button"
      className="ed-small"
      aria-label={`Add to ${label}`}
      disabled={full}
      onClick={onAdd}
    >
      +
    </button>
  );
}

/** Plain words, one box each, with "+", remove and move (tags, results, expertise). */
export function StringList({
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
            <ItemButtons list={value} i={i} name={`${label} ${i + 1}`} onChange={onChange} />
          </li>
        ))}
      </ol>
      <AddButton label={label} onAdd={() => onChange([...value, ''])} />
    </div>
  );
}
