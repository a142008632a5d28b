import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../i18n/LanguageContext';
import { cn } from '../../ui/cn';
import { controlClass } from './controlClass';
import { contentMatches, fileProblem, megabytes, typeList } from './fileCheck';

type Props = {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  accept: readonly string[];
  maxBytes: number;
  /** The chosen file's name ("" when none or a refused one), and why it was refused ("" if not). */
  onFile: (name: string, problem: string) => void;
};

/**
 * A file field that refuses other types, files whose first bytes are not what their name says,
 * and files over the size limit, with the site's message under the field. The file stays in the
 * input (the browser lets no script clear one file), marked invalid, and the form is not sent.
 */
export function FileInput({ accept, maxBytes, onFile, ...rest }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    let problem = file ? fileProblem(file, accept, maxBytes) : null;
    // The name says PDF; the first bytes must agree (an .exe renamed .pdf is not a résumé).
    if (file && !problem && !(await contentMatches(file))) problem = 'type';
    const message =
      problem === 'size'
        ? t('form.fileTooLarge', { size: t('form.size', { size: megabytes(maxBytes, lang) }) })
        : problem === 'type'
          ? t('form.fileType', { types: typeList(accept, lang) })
          : '';
    // Kept as the input's validity too, so the form finds it again when it is sent.
    input.setCustomValidity(message);
    onFile(file && !problem ? file.name : '', message);
  };
  return (
    <input
      {...rest}
      type="file"
      accept={accept.join(',')}
      onChange={(e) => void onChange(e)}
      className={cn(
        controlClass,
        'file:me-4 file:rounded-full file:border-0 file:bg-surface file:px-4 file:py-1.5 file:font-semibold file:text-fg',
      )}
    />
  );
}

/** The page states the accepted types and the 10 MB maximum (docs/site/forms.md#resume-file). */
export function FileHint({ accept, maxBytes }: { accept: readonly string[]; maxBytes?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (maxBytes === undefined) return null;
  return t('form.fileHint', {
    types: typeList(accept, lang),
    size: t('form.size', { size: megabytes(maxBytes, lang) }),
  });
}
