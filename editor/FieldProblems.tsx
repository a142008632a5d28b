import { editorMessage, placeOf } from './messages';
import type { Problem } from './problems';

/**
 * The lint's problems for one field, in the editor's words (what to do here, never a command),
 * tied to the field for screen readers. A page's problem keeps its place in the file, for
 * whoever opens it in a code editor; a translation's place is the box it is shown under.
 */
export function FieldProblems({ id, problems }: { id: string; problems: Problem[] }) {
  if (!problems.length) return null;
  return (
    <ul id={id} className="ed-problems" role="list">
      {problems.map((p, i) => (
        <li key={i}>
          {p.file.startsWith('pages/') && <span className="ed-where">{placeOf(p)}</span>}{' '}
          {editorMessage(p)}
        </li>
      ))}
    </ul>
  );
}
