import { useId, type ComponentProps } from 'react';

/**
 * The one-line email box of the newsletter and footer forms: a label for assistive tech (the
 * placeholder is no label), the browser's own email check, and autofill.
 */
export function EmailInput({
  label,
  ...props
}: { label: string; placeholder: string } & Omit<ComponentProps<'input'>, 'id' | 'type' | 'name'>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        {...props}
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        // An address reads and is typed left to right in every language, so it (and the example
        // address in its placeholder) starts at the left edge, where the caret waits.
        dir="ltr"
        className="min-h-11 min-w-0 flex-1 rounded-full border border-border bg-bg px-4 text-start text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
      />
    </>
  );
}
