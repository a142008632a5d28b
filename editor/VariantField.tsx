import { AutoField, FieldLabel, type Field } from '@puckeditor/core';
import type { Schema } from './schema';
import { FieldProblems } from './FieldProblems';
import { useFieldProblems } from './useProblems';

interface Form {
  title: string;
  field: Field;
  schema: Schema;
}

interface Props {
  name: string;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
  label: string;
  description: string | undefined;
  forms: Form[];
}

/** Which of the schema's forms a value has: the first whose required properties it carries. */
function formOf(forms: Form[], value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  const i = forms.findIndex((f) =>
    (f.schema.required ?? []).every((r) => r in (value as Record<string, unknown>)),
  );
  return Math.max(0, i);
}

/** A value the schema allows in several forms (a figure as a number, or as a name). */
export function VariantField({
  name,
  id,
  value,
  onChange,
  readOnly,
  label,
  description,
  forms,
}: Props) {
  const problems = useFieldProblems(name);
  const current = formOf(forms, value);
  const form = forms[current]!;
  return (
    <div className="ed-field" data-field={name}>
      <FieldLabel label={label} el="div">
        <select
          id={id}
          className="ed-input"
          aria-label={`${label}: form`}
          value={current}
          disabled={readOnly}
          onChange={(e) =>
            onChange(forms[Number(e.target.value)]?.schema.type === 'object' ? {} : undefined)
          }
        >
          {forms.map((f, i) => (
            <option key={i} value={i}>
              {f.title}
            </option>
          ))}
        </select>
        <AutoField field={form.field} value={value} onChange={onChange} readOnly={readOnly} />
      </FieldLabel>
      {description && <p className="ed-help">{description}</p>}
      <FieldProblems id={`${id}-problems`} problems={problems} />
    </div>
  );
}
