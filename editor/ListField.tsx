import { FieldLabel } from '@puckeditor/core';
import { FieldProblems } from './FieldProblems';
import { useFieldProblems } from './useProblems';

interface Props {
  name: string;
  id: string;
  value: unknown;
  onChange: (value: string[] | undefined) => void;
  readOnly?: boolean;
  label: string;
  description: string | undefined;
}

/** A list of plain values (tags, addresses): one per line. */
export function ListField({ name, id, value, onChange, readOnly, label, description }: Props) {
  const problems = useFieldProblems(name);
  const lines = Array.isArray(value) ? value.map(String).join('\n') : '';
  return (
    <div className="ed-field" data-field={name}>
      <FieldLabel label={`${label} (one per line)`} el="label">
        <textarea
          id={id}
          className="ed-input"
          rows={4}
          defaultValue={lines}
          readOnly={readOnly}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={problems.length ? `${id}-problems` : undefined}
          onBlur={(e) => {
            const list = e.target.value
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean);
            onChange(list.length ? list : undefined);
          }}
        />
      </FieldLabel>
      {description && <p className="ed-help">{description}</p>}
      <FieldProblems id={`${id}-problems`} problems={problems} />
    </div>
  );
}
