import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/LanguageContext';
import { cn } from '../../ui/cn';
import { controlClass } from './controlClass';
import { fileProblem, megabytes, typeList } from './fileCheck';

type Props = {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  'aria-describedby': string | undefined;
  accept: readonly string[];
  maxBytes: number;
  /** The chosen file's name, or "" when none (or a refused one) is chosen. */
  onFile: (name: string) => void;
};

/**
 * A file field that refuses other types and files over the size limit with the browser's own
 * validity bubble (setCustomValidity), so the form cannot be sent until a fitting file is chosen.
 * The file stays in the input (the browser lets no script clear one file), marked invalid.
 */
export function FileInput({ accept, maxBytes, onFile, ...rest }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    const problem = file ? fileProblem(file, accept, maxBytes) : null;
    const message =
      problem === 'size'
        ? t('form.fileTooLarge', { size: t('form.size', { size: megabytes(maxBytes, lang) }) })
        : problem === 'type'
          ? t('form.fileType', { types: typeList(accept) })
          : '';
    input.setCustomValidity(message);
    if (message) input.reportValidity();
    onFile(file && !problem ? file.name : '');
  };
  return (
    <input
      {...rest}
      type="file"
      accept={accept.join(',')}
      onChange={onChange}
      className={cn(
        controlClass,
        'file:me-4 file:rounded-full file:border-0 file:bg-surface file:px-4 file:py-1.5 file:font-semibold file:text-fg',
      )}
    />
  );
}

/** Spec §5: the page states the accepted types and the 10 MB maximum. */
export function FileHint({ accept, maxBytes }: { accept: readonly string[]; maxBytes?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (maxBytes === undefined) return null;
  return t('form.fileHint', {
    types: typeList(accept),
    size: t('form.size', { size: megabytes(maxBytes, lang) }),
  });
}
