import { lazy, Suspense, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { FormField } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { controlClass } from './controlClass';
import { FileHint, FileInput } from './FileInput';
import { maxLengthOf } from './validate';
import { around } from '../../i18n/typography';

/*
 * The preferred times of a booking are a module of their own: only the booking form draws them,
 * and the other forms' pages (the job application, the contact form) do not download them.
 * block.ts lists the module with the page's blocks where a form has such a field, so hydration
 * never waits for it.
 */
const TimeWindowsInput = lazy(() =>
  import('./TimeWindowsInput').then((m) => ({ default: m.TimeWindowsInput })),
);

type Props = {
  field: FormField;
  id: string;
  value: string;
  disabled: boolean;
  /** The site's message for this answer, already in the page's language. */
  error?: string | undefined;
  onChange: (value: string) => void;
  /** A chosen file was refused (type, size, content): the reason, or "" once it is fine. */
  onProblem?: (message: string) => void;
};

type Common = {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * One labelled field. Its message (validate.ts) shows under it, tied to it with aria-invalid and
 * aria-describedby, so a screen reader reads the problem with the field.
 */
export function Field({ field, id, value, disabled, error, onChange, onProblem }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = Boolean(field.hint) || field.kind === 'file';
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ');
  const common: Common = {
    id,
    name: field.name,
    required: field.required ?? false,
    disabled,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
  if (field.kind === 'timeWindows') {
    // A group of date and time inputs: named by a legend, not one label.
    return (
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold">
          <LabelWords field={field} />
        </legend>
        <Suspense fallback={null}>
          <TimeWindowsInput {...common} onChange={onChange} />
        </Suspense>
        {hasHint && <Hint id={hintId} field={field} />}
        {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
      </fieldset>
    );
  }

  return (
    <div className={cn('flex flex-col gap-2', field.width === 'half' ? '' : 'sm:col-span-2')}>
      <label htmlFor={id} className="text-sm font-semibold">
        <LabelWords field={field} />
      </label>
      <FieldControl
        field={field}
        common={common}
        value={value}
        onChange={onChange}
        onProblem={onProblem}
      />
      {hasHint && <Hint id={hintId} field={field} />}
      {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
    </div>
  );
}

/** The input a field's kind asks for: a text area, a choice, a file, or an input of that type. */
function FieldControl({
  field,
  common,
  value,
  onChange,
  onProblem,
}: {
  field: FormField;
  /** What every control carries: id, name, required, disabled and its ARIA ties. */
  common: Common;
  value: string;
  onChange: (value: string) => void;
  onProblem: ((message: string) => void) | undefined;
}) {
  const text = useText();
  const maxLength = maxLengthOf(field);
  const edit = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(e.target.value);
  const placeholder = field.placeholder ? text(field.placeholder) : undefined;

  if (field.kind === 'textarea') {
    return (
      <textarea
        {...common}
        rows={field.rows ?? 5}
        maxLength={maxLength}
        value={value}
        onChange={edit}
        placeholder={placeholder}
        autoComplete={field.autocomplete}
        className={cn(controlClass, 'resize-y')}
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <select {...common} value={value} onChange={edit} className={controlClass}>
        {field.defaultValue === undefined && <EmptyChoice words={placeholder} />}
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {text(o.label)}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === 'file') {
    return (
      <FileInput
        {...common}
        accept={field.accept ?? []}
        maxBytes={field.maxBytes ?? Infinity}
        onFile={(name, problem) => {
          onChange(name);
          onProblem?.(problem);
        }}
      />
    );
  }
  return (
    <input
      {...common}
      type={field.kind}
      maxLength={maxLength}
      value={value}
      onChange={edit}
      placeholder={placeholder}
      autoComplete={field.autocomplete}
      // Addresses and numbers read left to right in every language, from the left edge, where the
      // caret waits, placeholder included.
      dir={field.kind === 'text' ? undefined : 'ltr'}
      className={cn(controlClass, field.kind !== 'text' && 'text-start')}
    />
  );
}

/** The field's label, with the language's required mark (common:form.requiredLabel) when required. */
function LabelWords({ field }: { field: FormField }) {
  const text = useText();
  const { t } = useTranslation();
  return (
    <>
      {field.required
        ? (() => {
            // "Nom complet *": the mark and the space before it are the language's
            // (common:form.requiredLabel), hidden from screen readers, which say "required".
            const [before, after] = around((label) =>
              t('form.requiredLabel', { label, mark: '*' }),
            );
            const mark = 'text-red-700 dark:text-red-400';
            return (
              <>
                {before && (
                  <span aria-hidden="true" className={mark}>
                    {before}
                  </span>
                )}
                {text(field.label)}
                {after && (
                  <span aria-hidden="true" className={mark}>
                    {after}
                  </span>
                )}
              </>
            );
          })()
        : text(field.label)}
    </>
  );
}

function FieldProblem({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} data-field-error className="text-sm font-medium text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

function EmptyChoice({ words }: { words: string | undefined }) {
  const { t } = useTranslation();
  return <option value="">{words ?? t('form.choose')}</option>;
}

function Hint({ id, field }: { id: string; field: FormField }) {
  const text = useText();
  return (
    <p id={id} className="text-sm text-muted">
      {field.hint && text(field.hint)}
      {field.hint && field.kind === 'file' && ' '}
      {field.kind === 'file' && <FileHint accept={field.accept ?? []} maxBytes={field.maxBytes} />}
    </p>
  );
}
