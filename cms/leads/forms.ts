import fs from 'node:fs';
import path from 'node:path';
import type { FormField } from '../../src/generated/schema-types';

/** What a kind of form may send: its fields, as the page's form block declares them. */
export type FormRules = ReadonlyMap<string, readonly FormField[]>;

/**
 * The newsletter boxes (footer, blog) and the coming-soon card send one field, the address
 * (src/forms/boxSend.ts, the signup block): they are built in, not declared field by field.
 */
const SIGNUP: readonly FormField[] = [
  { name: 'email', kind: 'email', label: 'signup.email', required: true },
];

function* formBlocks(node: unknown): Generator<{ kind: string; fields: FormField[] }> {
  if (Array.isArray(node)) for (const item of node) yield* formBlocks(item);
  else if (node && typeof node === 'object') {
    const o = node as { type?: unknown; fields?: unknown; submit?: { kind?: unknown } };
    if (o.type === 'form' && typeof o.submit?.kind === 'string' && Array.isArray(o.fields))
      yield { kind: o.submit.kind, fields: o.fields as FormField[] };
    for (const value of Object.values(o)) yield* formBlocks(value);
  }
}

const jsonFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    return e.isDirectory() ? jsonFiles(abs) : e.name.endsWith('.json') ? [abs] : [];
  });

/**
 * Reads every form block of `pages/` (the same files the site is built from, already proven valid
 * by the lint), so the endpoint accepts exactly the fields the published forms have. Two blocks of
 * one kind must agree: the endpoint could not tell which of them a submission came from.
 */
export function loadFormRules(root = process.cwd()): FormRules {
  const rules = new Map<string, readonly FormField[]>([['signup', SIGNUP]]);
  for (const file of jsonFiles(path.join(root, 'pages')))
    for (const { kind, fields } of formBlocks(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      const known = rules.get(kind);
      if (known && JSON.stringify(known.map(shape)) !== JSON.stringify(fields.map(shape)))
        throw new Error(`${path.relative(root, file)}: a second "${kind}" form with other fields`);
      rules.set(kind, fields);
    }
  return rules;
}

const shape = (f: FormField) => [
  f.name,
  f.kind,
  !!f.required,
  f.maxLength,
  f.options?.map((o) => o.value),
];
