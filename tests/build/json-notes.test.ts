import fc from 'fast-check';
import { expect, it } from 'vitest';
import { withoutNotes } from '../../scripts/vite/jsonNotes';

/** What the client build does to the site's JSON (scripts/vite/jsonNotes.ts). */
it('drops $comment and $schema at any depth and keeps every other value as it was', () => {
  const notes = (v: unknown): boolean =>
    Array.isArray(v)
      ? v.some(notes)
      : v !== null && typeof v === 'object'
        ? Object.entries(v).some(([k, x]) => k === '$comment' || k === '$schema' || notes(x))
        : false;
  const keep = (v: unknown): unknown =>
    JSON.parse(
      JSON.stringify(v, (k, x: unknown) => (k === '$comment' || k === '$schema' ? undefined : x)),
    );
  const key = fc.oneof(fc.constantFrom('$comment', '$schema', '$id', 'comment'), fc.string());
  fc.assert(
    fc.property(
      fc.jsonValue().chain((v) => fc.dictionary(key, fc.constant(v))),
      (value) => {
        const out = withoutNotes(value);
        expect(notes(out)).toBe(false);
        // As JSON text: the build writes the result as JSON, where -0 and 0 are one number.
        expect(JSON.stringify(out)).toBe(JSON.stringify(keep(value)));
      },
    ),
    { numRuns: 300 },
  );
  expect(withoutNotes({ $schema: 's', a: [{ $comment: 'c', b: 1 }], $id: 'x' })).toEqual({
    a: [{ b: 1 }],
    $id: 'x',
  });
});
