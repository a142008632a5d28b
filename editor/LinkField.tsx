import { FieldLabel } from '@puckeditor/core';
import { useEditor } from './context';
import { FieldProblems } from './FieldProblems';
import { useFieldProblems } from './useProblems';

interface Props {
  name: string;
  id: string;
  value: unknown;
  onChange: (value: string | undefined) => void;
  readOnly?: boolean;
  label: string;
  description: string | undefined;
}

/** A link: any page or section of the site to pick from, or an address typed by hand. */
export function LinkField({ name, id, value, onChange, readOnly, label, description }: Props) {
  const { links } = useEditor();
  const problems = useFieldProblems(name);
  const listId = `${id}-links`;
  return (
    <div className="ed-field" data-field={name}>
      <FieldLabel label={label} el="label">
        <input
          id={id}
          className="ed-input"
          list={listId}
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={problems.length ? `${id}-problems` : undefined}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      </FieldLabel>
      <datalist id={listId}>
        {links.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      {description && <p className="ed-help">{description}</p>}
      <FieldProblems id={`${id}-problems`} problems={problems} />
    </div>
  );
}
