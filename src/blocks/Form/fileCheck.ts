import { formatted } from '../../i18n/formatted';
import { listOf } from '../../i18n/typography';

/**
 * Why a chosen file is refused (résumés are .pdf, .doc, .docx, at most 10 MB:
 * docs/site/forms.md#resume-file).
 */
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
  return formatted(`megabytes ${lang} ${bytes}`, () =>
    new Intl.NumberFormat(`${lang}-u-nu-latn`, { maximumFractionDigits: 1 }).format(
      bytes / (1024 * 1024),
    ),
  );
}

/** ".pdf", ".doc" → "PDF, DOC" in English, "PDF، وDOC" in Arabic: a list in the page's language. */
export const typeList = (accept: readonly string[], lang: string) =>
  listOf(
    accept.map((ext) => ext.replace(/^\./, '').toUpperCase()),
    lang,
  );

/** The first bytes of each accepted type: PDF, Word 97–2003 (OLE2), Word 2007+ (a zip). */
const SIGNATURES: Readonly<Record<string, readonly number[][]>> = {
  '.pdf': [[0x25, 0x50, 0x44, 0x46]],
  '.doc': [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  '.docx': [[0x50, 0x4b, 0x03, 0x04]],
};

/** Whether a file's first bytes match its extension (extensions with no known signature pass). */
export async function contentMatches(file: Blob & { name: string }): Promise<boolean> {
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const wanted = SIGNATURES[ext];
  if (!wanted) return true;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return wanted.some((sig) => sig.every((byte, i) => head[i] === byte));
}
