import { useState } from 'react';

/** The site's own messages, by field name, shown under each field (not the browser's bubbles). */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  return {
    errors,
    setErrors,
    /** A field's own check (a refused file) says what is wrong with it, or that nothing is. */
    problem: (name: string, message: string | undefined) =>
      setErrors((now) => {
        const next = { ...now };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      }),
    /** An edited field's message goes: the visitor is answering it. */
    edited: (name: string) => {
      if (errors[name]) {
        const rest = { ...errors };
        delete rest[name];
        setErrors(rest);
      }
    },
  };
}
