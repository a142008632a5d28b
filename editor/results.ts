import { fileInWords, inWords } from '../scripts/lib/plainWords.ts';
import type { SaveResult } from './api';
import type { Status } from './Header';
import { isToWrite, TRANSLATE_LATER } from './messages';

/** The files a save wrote or found changed, in words: what each holds, never its path. */
export const filesInWords = (files: readonly string[]) =>
  files
    .filter((f) => f !== 'locales-made-from.json')
    .map(fileInWords)
    .join('; ') || fileInWords('locales-made-from.json');

/**
 * What the editor says of a save's (or a delete's) answer. `done` is what happened ("Saved",
 * "Deleted"); `again` what to do after a conflict; `taken` when a new entry's id is someone else's.
 */
export function resultStatus(
  result: SaveResult,
  done: string,
  again = 'open it again',
  taken = false,
): Status {
  switch (result.status) {
    case 'saved':
      return { kind: 'saved', text: `${done}: ${filesInWords(result.written)}.` };
    case 'unchanged':
      return { kind: 'saved', text: 'Nothing to save: the site already says this.' };
    case 'invalid': {
      const n = result.problems.length;
      const them = n === 1 ? 'it' : 'them';
      return {
        kind: 'error',
        text: result.problems.every(isToWrite)
          ? `Not saved: ${n} translation${n === 1 ? ' is' : 's are'} still to write (shown on the boxes). Write ${them}, or press "${TRANSLATE_LATER}" to save now and write ${them} later: the site is not published until ${n === 1 ? 'it is' : 'they are'} written. Your edits are kept.`
          : `Not saved: ${n} problem${n === 1 ? '' : 's'} to fix first (shown on the fields). Your edits are kept.`,
      };
    }
    case 'conflict':
      return {
        kind: 'error',
        text: `Not saved: ${filesInWords(result.files)} changed since you opened it${taken ? ' (an entry with this id exists: choose another id)' : ''}. Copy your edits aside, then ${again}.`,
      };
    case 'refused':
      return { kind: 'error', text: `Not saved: ${inWords(result.message)}` };
  }
}
