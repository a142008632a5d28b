import { AutoField, FieldLabel, type Field } from '@puckeditor/core';
import { FieldProblems } from './FieldProblems';
import { useFieldProblems } from './useProblems';

interface Props {
  inner: Field;
  description: string | undefined;
  name: string;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
}

/** One of Puck's own fields, with its schema description and the lint's problems under it. */
export function Checked({ inner, description, name, id, value, onChange, readOnly }: Props) {
  const problems = useFieldProblems(name);
  const problemId = `${id}-problems`;
  return (
    <div
      className="ed-field"
      data-field={name}
      aria-invalid={problems.length ? true : undefined}
      aria-describedby={problems.length ? problemId : undefined}
    >
      <FieldLabel label={inner.label ?? name} el={inner.type === 'radio' ? 'div' : 'label'}>
        <AutoField
          field={inner}
          id={id}
          value={value === undefined ? (inner.type === 'select' ? '' : value) : value}
          onChange={(v: unknown) => onChange(v === '' && inner.type === 'select' ? undefined : v)}
          readOnly={readOnly}
        />
      </FieldLabel>
      {description && <p className="ed-help">{description}</p>}
      <FieldProblems id={problemId} problems={problems} />
    </div>
  );
}
