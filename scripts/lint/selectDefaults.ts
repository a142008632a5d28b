import type { JsonSource } from './source.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

type Field = { name?: unknown; kind?: unknown; defaultValue?: unknown; options?: unknown };

/**
 * A select's "defaultValue" must be one of its options: otherwise the form opens on a choice
 * that does not exist, and the browser silently shows the first one instead.
 */
export function checkSelectDefaults(source: JsonSource, blocks: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!Array.isArray(blocks)) return problems;
  blocks.forEach((block: { fields?: unknown } | null, b) => {
    const fields = block && Array.isArray(block.fields) ? (block.fields as Field[]) : [];
    fields.forEach((field, f) => {
      if (!field || field.kind !== 'select' || typeof field.defaultValue !== 'string') return;
      const values = (Array.isArray(field.options) ? field.options : [])
        .map((o: { value?: unknown } | null) => o?.value)
        .filter((v): v is string => typeof v === 'string');
      if (values.includes(field.defaultValue)) return;
      problems.push(
        source.problem(
          `/blocks/${b}/fields/${f}/defaultValue`,
          `"${field.defaultValue}" is not one of this select's options (${values.map((v) => `"${v}"`).join(', ')})${didYouMean(field.defaultValue, values)}`,
        ),
      );
    });
  });
  return problems;
}
