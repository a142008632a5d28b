import fs from 'node:fs';
import path from 'node:path';
import { createValidator } from './ajv.ts';
import { friendlyErrors } from './messages.ts';
import { JsonSource } from './source.ts';
import type { Problem } from './problem.ts';
import { blockTypeOf, loadSchemas, type JsonSchema } from '../lib/schemas.ts';

export const componentFolder = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * The engine's own consistency: every block type has a schema, a component and an example, the
 * page schema lists exactly the block schemas, and every schema property is described (the
 * description is the editor's tooltip).
 */
export function checkEngine(root: string): Problem[] {
  const problems: Problem[] = [];
  const files = loadSchemas();
  const validator = createValidator(files);
  const at = (rel: string, pointer: string, message: string): Problem => {
    const src = JsonSource.fromBytes(rel, fs.readFileSync(path.join(root, rel)));
    return src.problem(pointer, message);
  };
  const types: string[] = [];
  for (const f of files) {
    describeAll(f.schema, '', (pointer) =>
      problems.push(at(f.rel, pointer, 'add a "description": it is the tooltip editors see')),
    );
    const type = blockTypeOf(f.rel);
    if (
      !type &&
      !/^schemas\/(page|section|site|defs)\.schema\.json$/.test(f.rel) &&
      !f.rel.startsWith('schemas/content/')
    )
      continue;
    if (type) types.push(type);
    const examples = f.schema.examples;
    if (
      f.rel !== 'schemas/defs.schema.json' &&
      (!Array.isArray(examples) || examples.length === 0)
    ) {
      problems.push(
        at(
          f.rel,
          '',
          'add at least one entry to "examples": it documents the block and is checked against the schema',
        ),
      );
    }
    (Array.isArray(examples) ? examples : []).forEach((example, i) => {
      if (f.rel === 'schemas/defs.schema.json') return;
      for (const e of friendlyErrors(validator.validate(f.rel, example).errors)) {
        problems.push(
          at(f.rel, `/examples/${i}${e.pointer}`, `example ${i + 1} is invalid: ${e.message}`),
        );
      }
    });
    if (type) {
      const folder = path.join(root, 'src', 'blocks', componentFolder(type));
      if (!fs.existsSync(path.join(folder, 'index.tsx'))) {
        problems.push(
          at(
            f.rel,
            '',
            `block "${type}" has a schema but no component: create src/blocks/${componentFolder(type)}/index.tsx`,
          ),
        );
      }
      const constType = (f.schema.properties?.type as JsonSchema | undefined)?.const;
      if (constType !== type)
        problems.push(
          at(
            f.rel,
            '/properties/type',
            `"type" must be { "const": "${type}" }, matching the file name`,
          ),
        );
    }
  }
  const blocksDir = path.join(root, 'src', 'blocks');
  for (const folder of fs.existsSync(blocksDir) ? fs.readdirSync(blocksDir) : []) {
    const type = folder.charAt(0).toLowerCase() + folder.slice(1);
    if (!types.includes(type)) {
      problems.push({
        file: `src/blocks/${folder}`,
        line: 1,
        column: 1,
        pointer: '',
        message: `component folder without a schema: add schemas/blocks/${type}.schema.json`,
      });
    }
  }
  const page = files.find((f) => f.rel === 'schemas/page.schema.json');
  const listed = ((
    (page?.schema.definitions as Record<string, JsonSchema> | undefined)?.block?.properties
      ?.type as JsonSchema | undefined
  )?.enum ?? []) as string[];
  const allOf = ((page?.schema.definitions as Record<string, JsonSchema> | undefined)?.block
    ?.allOf ?? []) as JsonSchema[];
  for (const type of types) {
    const wired = allOf.some((s) => JSON.stringify(s).includes(`blocks/${type}.schema.json`));
    if (!listed.includes(type) || !wired) {
      problems.push(
        at(
          'schemas/page.schema.json',
          '/definitions/block',
          `block "${type}" is missing here: add it to the "type" enum and an if/then entry in "allOf"`,
        ),
      );
    }
  }
  for (const type of listed) {
    if (!types.includes(type))
      problems.push(
        at(
          'schemas/page.schema.json',
          '/definitions/block/properties/type/enum',
          `"${type}" is listed but schemas/blocks/${type}.schema.json does not exist`,
        ),
      );
  }
  return problems;
}

function describeAll(schema: unknown, pointer: string, report: (pointer: string) => void) {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as JsonSchema;
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const p = prop as JsonSchema;
    // Its own description, even beside a $ref: VS Code shows a shared definition's description
    // over the property's, so the definitions keep theirs in $comment and each use says its own.
    if (typeof p.description !== 'string') report(`${pointer}/properties/${name}`);
    describeAll(p, `${pointer}/properties/${name}`, report);
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (s[key] && typeof s[key] === 'object') describeAll(s[key], `${pointer}/${key}`, report);
  }
  for (const [name, def] of Object.entries((s.definitions ?? {}) as Record<string, unknown>)) {
    describeAll(def, `${pointer}/definitions/${name}`, report);
  }
}
