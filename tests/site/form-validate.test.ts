import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../src/generated/schema-types';
import { DEFAULT_MAX_LENGTH, fieldError, formErrors } from '../../src/blocks/Form/validate';

const field = (kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({
  name: 'x',
  kind,
  label: 'f:x',
  required: true,
  ...extra,
});

const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '   ',
    '\t\n\u00a0\u2003',
    '\u202eevil',
    '<script>alert(1)</script>',
    "$'$&",
    '😀'.repeat(300),
    'a@b',
    'a@b.c',
    '+212 537-37-00-00',
  ),
  fc.integer({ min: 1, max: 30_000 }).map((n) => 'x'.repeat(n)),
);

describe('the form checks answers itself (validate.ts)', () => {
  it('never throws, refuses blank and over-long answers, and its verdicts are keys of every language', () => {
    const languages = ['en', 'ar', 'fr', 'es', 'de', 'it'].map(
      (l) =>
        (
          JSON.parse(fs.readFileSync(`locales/${l}/common.json`, 'utf8')) as {
            form: { errors: Record<string, string> };
          }
        ).form.errors,
    );
    fc.assert(
      fc.property(
        fc.constantFrom<FormField['kind']>('text', 'email', 'tel', 'textarea', 'select'),
        hostile,
        (kind, value) => {
          const e = fieldError(field(kind), value);
          if (!value.trim()) expect(e?.key).toBe('required');
          const max = DEFAULT_MAX_LENGTH[kind];
          if (max !== undefined && value.trim() && [...value].length > max)
            expect(e).toEqual({ key: 'tooLong', max });
          if (e) for (const words of languages) expect(words[e.key]).toBeTruthy();
        },
      ),
      { numRuns: 3000, seed: 20261124 },
    );
  });

  it('refuses whitespace alone, a malformed email or phone, and honours a schema maxLength', () => {
    expect(fieldError(field('text'), ' \t\n ')).toEqual({ key: 'required' });
    expect(fieldError(field('text', { required: false }), '   ')).toBeNull();
    expect(fieldError(field('email'), 'amina@example')).toEqual({ key: 'email' });
    expect(fieldError(field('email'), 'amina@example.ma')).toBeNull();
    expect(fieldError(field('tel'), 'call me')).toEqual({ key: 'phone' });
    expect(fieldError(field('tel'), '+999 555 12 34 56')).toBeNull();
    expect(fieldError(field('text', { maxLength: 5 }), 'abcdef')).toEqual({
      key: 'tooLong',
      max: 5,
    });
    expect(
      formErrors([field('text'), { ...field('email'), name: 'y' }], { x: 'ok', y: '' }),
    ).toEqual({
      y: { key: 'required' },
    });
  });
});

describe('preferred times (their check comes with their picker)', () => {
  const field: FormField = { name: 'windows', kind: 'timeWindows', label: 'x', required: true };
  const now = Date.UTC(2026, 0, 5, 9);
  const answer = (local: string, utc: string) =>
    JSON.stringify({ zone: 'UTC', windows: [{ local, utc }] });
  const past = answer('2026-01-04T10:00', '2026-01-04T10:00:00.000Z');
  const soon = answer('2026-01-06T10:00', '2026-01-06T10:00:00.000Z');

  it('are checked by the same parser as the endpoint once the picker has loaded', async () => {
    // Before the picker's module runs, the form's own check has no parser (the endpoint still has).
    expect(fieldError(field, past, now)).toBeNull();
    await import('../../src/blocks/Form/TimeWindowsInput');
    expect(fieldError(field, past, now)).toEqual({ key: 'timeWindow' });
    expect(fieldError(field, soon, now)).toBeNull();
    expect(fieldError(field, 'not json', now)).toEqual({ key: 'timeWindow' });
    expect(fieldError(field, '', now)).toEqual({ key: 'required' });
  });
});
