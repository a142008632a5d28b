import { where, type Problem } from './problems';

/** The lint's problems for one field, in the CLI's words, tied to the field for screen readers. */
export function FieldProblems({ id, problems }: { id: string; problems: Problem[] }) {
  if (!problems.length) return null;
  return (
    <ul id={id} className="ed-problems" role="list">
      {problems.map((p, i) => (
        <li key={i}>
          <span className="ed-where">{where(p)}</span> {p.message}
        </li>
      ))}
    </ul>
  );
}
