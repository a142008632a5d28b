/** Why a chosen file is refused (spec §5: résumés are .pdf, .doc, .docx, at most 10 MB). */
export type FileProblem = 'type' | 'size' | null;

export function fileProblem(
  file: { name: string; size: number },
  accept: readonly string[],
  maxBytes: number,
): FileProblem {
  const name = file.name.toLowerCase();
  if (!accept.some((ext) => name.endsWith(ext.toLowerCase()))) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Bytes as megabytes with at most one decimal, Latin digits as everywhere on the site: "10". */
export function megabytes(bytes: number, lang: string): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );
}

/** ".pdf", ".doc" → "PDF, DOC". */
export const typeList = (accept: readonly string[]) =>
  accept.map((ext) => ext.replace(/^\./, '').toUpperCase()).join(', ');
