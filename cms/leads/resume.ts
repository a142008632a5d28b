/**
 * A résumé's type, told by its first bytes: a file's name and declared type are whatever the
 * sender says. PDF, Word 97–2003 (an OLE2 compound file), Word 2007+ (a zip container).
 */
const SIGNATURES: readonly { ext: string; type: string; magic: readonly number[] }[] = [
  { ext: '.pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  {
    ext: '.doc',
    type: 'application/msword',
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  {
    ext: '.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
];

/** The media type the bytes are, among the accepted extensions; null when they are none. */
export function sniffResume(head: Uint8Array, accept: readonly string[]): string | null {
  const allowed = accept.map((a) => a.toLowerCase());
  const hit = SIGNATURES.find(
    (s) => allowed.includes(s.ext) && s.magic.every((byte, i) => head[i] === byte),
  );
  return hit?.type ?? null;
}
