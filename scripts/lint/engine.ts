import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ValidateFunction } from 'ajv';
import { createValidator, type Validator } from '../lib/ajv.ts';
import { friendlyErrors } from './messages.ts';
import { JsonSource } from './source.ts';
import type { Problem } from './problem.ts';
import { filesUnder } from '../lib/files.ts';
import { loadedModule } from '../lib/genBlocks.ts';
import {
  blockFolder,
  blockTypeOf,
  blockTypeOfFolder,
  schemaUri,
  type JsonSchema,
  type SchemaFile,
} from '../lib/schemas.ts';

/**
 * The engine's own consistency: every block type has a schema, a component, a descriptor
 * (block.ts) and an example, the page schema lists exactly the block schemas, and every schema property is described (the
 * description is the editor's tooltip). The editor help VS Code reads is checked too (see
 * checkEditorHelp). The schemas are read from `root`, so a test can check a changed copy.
 */
export function checkEngine(root: string): Problem[] {
  const problems: Problem[] = [];
  const files = schemasUnder(root);
  const validator = createValidator(files);
  const at: At = (rel, pointer, message) => {
    const src = JsonSource.fromBytes(rel, fs.readFileSync(path.join(root, rel)));
    return src.problem(pointer, message);
  };
  const types: string[] = [];
  for (const f of files) {
    describeAll(f.schema, '', (pointer) =>
      problems.push(at(f.rel, pointer, 'add a "description": it is the tooltip editors see')),
    );
    checkEditorHelp(f, files, validator, (pointer, message) =>
      problems.push(at(f.rel, pointer, message)),
    );
    const type = blockTypeOf(f.rel);
    if (
      !type &&
      !/^schemas\/(page|section|site|defs)\.schema\.json$/.test(f.rel) &&
      !f.rel.startsWith('schemas/content/')
    )
      continue;
    if (type) types.push(type);
    problems.push(...exampleProblems(f, validator, at));
    if (type) problems.push(...blockFileProblems(root, f, type, at));
  }
  problems.push(...foldersWithoutSchema(root, types), ...pageBlockListProblems(files, types, at));
  return problems;
}

/** A problem at a pointer of a schema file. */
type At = (rel: string, pointer: string, message: string) => Problem;

/** A schema has examples (defs.schema.json excepted), and each is valid against it. */
function exampleProblems(f: SchemaFile, validator: Validator, at: At): Problem[] {
  if (f.rel === 'schemas/defs.schema.json') return [];
  const problems: Problem[] = [];
  const examples = f.schema.examples;
  if (!Array.isArray(examples) || examples.length === 0) {
    problems.push(
      at(
        f.rel,
        '',
        'add at least one entry to "examples": it documents the block and is checked against the schema',
      ),
    );
  }
  (Array.isArray(examples) ? examples : []).forEach((example, i) => {
    for (const e of friendlyErrors(validator.validate(f.rel, example).errors)) {
      problems.push(
        at(f.rel, `/examples/${i}${e.pointer}`, `example ${i + 1} is invalid: ${e.message}`),
      );
    }
  });
  return problems;
}

/** A block schema has its component and its descriptor, and its "type" is its file's name. */
function blockFileProblems(root: string, f: SchemaFile, type: string, at: At): Problem[] {
  const problems: Problem[] = [];
  const folder = path.join(root, 'src', 'blocks', blockFolder(type));
  if (!fs.existsSync(path.join(folder, 'index.tsx'))) {
    problems.push(
      at(
        f.rel,
        '',
        `block "${type}" has a schema but no component: create src/blocks/${blockFolder(type)}/index.tsx`,
      ),
    );
  }
  const descriptor = path.join(folder, 'block.ts');
  if (!fs.existsSync(descriptor) || !loadedModule(fs.readFileSync(descriptor, 'utf8')))
    problems.push(
      at(
        f.rel,
        '',
        `block "${type}" has no descriptor: create src/blocks/${blockFolder(type)}/block.ts exporting \`load\` as \`export const load: Load<'${type}'> = () => import('./index');\`, then run \`npm run gen:types\``,
      ),
    );
  const constType = (f.schema.properties?.type as JsonSchema | undefined)?.const;
  if (constType !== type)
    problems.push(
      at(
        f.rel,
        '/properties/type',
        `"type" must be { "const": "${type}" }, matching the file name`,
      ),
    );
  return problems;
}

/** Component folders under src/blocks/ whose block type has no schema. */
function foldersWithoutSchema(root: string, types: readonly string[]): Problem[] {
  const blocksDir = path.join(root, 'src', 'blocks');
  return (fs.existsSync(blocksDir) ? fs.readdirSync(blocksDir) : [])
    .filter((folder) => !types.includes(blockTypeOfFolder(folder)))
    .map((folder) => ({
      file: `src/blocks/${folder}`,
      line: 1,
      column: 1,
      pointer: '',
      message: `component folder without a schema: add schemas/blocks/${blockTypeOfFolder(folder)}.schema.json`,
    }));
}

/** The page schema lists and wires exactly the block types that have a schema. */
function pageBlockListProblems(files: SchemaFile[], types: readonly string[], at: At): Problem[] {
  const problems: Problem[] = [];
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
          `block "${type}" is missing here: run \`npm run gen:types\`, which writes the block list from schemas/blocks/`,
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

function schemasUnder(root: string): SchemaFile[] {
  return filesUnder(path.join(root, 'schemas'), '.schema.json').map((abs) => ({
    abs,
    rel: path.relative(root, abs).split(path.sep).join('/'),
    schema: JSON.parse(fs.readFileSync(abs, 'utf8')) as JsonSchema,
  }));
}

/** Where VS Code offers the block skeletons: inside "blocks": [ ] of a page. */
const PAGE_SNIPPETS = '/properties/blocks/items/defaultSnippets';

/**
 * A VS Code snippet as the text it leaves once every highlighted part keeps its suggestion:
 * "${1:about}" becomes "about", a choice "${1|large,small|}" its first choice, "$1" nothing; a
 * string starting with "^" is written without quotes (VS Code's way to insert a number).
 */
export function resolveSnippet(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.replace(
      /\$\{\d+:([^}]*)\}|\$\{\d+\|([^,|]*)[^}]*\|\}|\$\{?\d+\}?/g,
      (_all, placeholder?: string, choice?: string) => placeholder ?? choice ?? '',
    );
    return value.startsWith('^') ? JSON.parse(text.slice(1)) : text;
  }
  if (Array.isArray(value)) return value.map(resolveSnippet);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveSnippet(v)]));
  return value;
}

/**
 * What editors see in VS Code comes from the schemas: every block offers a ready-made skeleton
 * ("defaultSnippets", valid once filled in, and also listed in the page schema where "blocks" is
 * typed) and a description with an example ("markdownDescription"); every list of choices
 * ("enum") explains each choice ("enumDescriptions"). A new block cannot forget them.
 */
function checkEditorHelp(f: SchemaFile, files: SchemaFile[], validator: Validator, report: Report) {
  const type = blockTypeOf(f.rel);
  const checkAgainst: CheckAgainst = (pointer, value, what, at) => {
    const uri = pointer ? `${schemaUri(f.rel)}#${pointer}` : schemaUri(f.rel);
    const validate = validator.ajv.getSchema(uri) as ValidateFunction | undefined;
    if (!validate) return;
    validate(value);
    for (const e of friendlyErrors(validate.errors ?? []))
      report(`${at}${e.pointer}`, `${what} is not valid: ${e.message}`);
  };
  walkSchemas(f.schema, '', (node, pointer) => {
    checkEnumDescriptions(node, pointer, report);
    checkSnippets(node, pointer, report, checkAgainst);
  });
  if (!type) return;
  const snippets = f.schema.defaultSnippets;
  if (!Array.isArray(snippets) || snippets.length === 0)
    report(
      '',
      `add "defaultSnippets": a complete, valid ${type} block that VS Code offers when an editor types inside "blocks": [ ] (copy the one in schemas/blocks/hero.schema.json and adapt it)`,
    );
  checkMarkdownExample(f.schema, type, report, checkAgainst);
  const page = files.find((p) => p.rel === 'schemas/page.schema.json');
  const offered = (page?.schema.properties?.blocks?.items as JsonSchema | undefined)
    ?.defaultSnippets;
  for (const snippet of Array.isArray(snippets) ? snippets : []) {
    if (Array.isArray(offered) && offered.some((o) => isDeepStrictEqual(o, snippet))) continue;
    const label = (snippet as { label?: unknown } | null)?.label;
    report(
      '/defaultSnippets',
      `the snippet "${String(label)}" is not offered in pages: copy it, unchanged, into "defaultSnippets" of "blocks" in schemas/page.schema.json (${PAGE_SNIPPETS})`,
    );
  }
}

type Report = (pointer: string, message: string) => void;
/** Validates `value` against the schema at `pointer` of the file; errors go at `at`. */
type CheckAgainst = (pointer: string, value: unknown, what: string, at: string) => void;

/** Every list of choices explains each choice, in the same order. */
function checkEnumDescriptions(node: JsonSchema, pointer: string, report: Report) {
  if (!Array.isArray(node.enum)) return;
  const said = node.enumDescriptions;
  if (!Array.isArray(said))
    report(
      `${pointer}/enum`,
      `add "enumDescriptions": one short plain sentence for each of the ${node.enum.length} choices in "enum", in the same order (VS Code shows it beside each choice)`,
    );
  else if (said.length !== node.enum.length || said.some((d) => typeof d !== 'string'))
    report(
      `${pointer}/enumDescriptions`,
      `"enumDescriptions" must have exactly one sentence for each of the ${node.enum.length} choices in "enum", in the same order (it has ${said.length})`,
    );
}

/** Each snippet has a label, a description and a body that is valid once filled in. */
function checkSnippets(
  node: JsonSchema,
  pointer: string,
  report: Report,
  checkAgainst: CheckAgainst,
) {
  if (node.defaultSnippets === undefined) return;
  if (!Array.isArray(node.defaultSnippets)) {
    report(`${pointer}/defaultSnippets`, '"defaultSnippets" must be a list of snippets');
    return;
  }
  node.defaultSnippets.forEach((snippet: unknown, i: number) => {
    const at = `${pointer}/defaultSnippets/${i}`;
    const s = (snippet ?? {}) as Record<string, unknown>;
    if (typeof s.label !== 'string' || typeof s.description !== 'string' || !('body' in s)) {
      report(
        at,
        `snippet ${i + 1} needs a "label" (its name in the list), a "description" (a plain sentence) and a "body" (what it writes)`,
      );
      return;
    }
    let body: unknown;
    try {
      body = resolveSnippet(s.body);
    } catch {
      report(`${at}/body`, `snippet "${s.label}" writes something that is not valid JSON`);
      return;
    }
    checkAgainst(pointer, body, `snippet "${s.label}" (with its suggested words)`, `${at}/body`);
  });
}

/** A block's "markdownDescription" starts with its description and shows a valid example. */
function checkMarkdownExample(
  schema: JsonSchema,
  type: string,
  report: Report,
  checkAgainst: CheckAgainst,
) {
  const markdown = schema.markdownDescription;
  const example = typeof markdown === 'string' ? /```json\n([\s\S]*?)\n```/.exec(markdown) : null;
  if (!example) {
    report(
      '',
      `add "markdownDescription": the "description" followed by a short example of a ${type} block in a \`\`\`json block (VS Code shows it when an editor points at the block)`,
    );
    return;
  }
  if (!String(markdown).startsWith(String(schema.description)))
    report(
      '/markdownDescription',
      '"markdownDescription" must start with the same words as "description", then show the example',
    );
  let value: unknown;
  try {
    value = JSON.parse(example[1]!);
  } catch {
    report('/markdownDescription', 'the example in "markdownDescription" is not valid JSON');
  }
  if (value !== undefined)
    checkAgainst('', value, 'the example in "markdownDescription"', '/markdownDescription');
}

/** Calls `visit` on every schema inside `schema` (properties, items, definitions, allOf …). */
function walkSchemas(
  schema: unknown,
  pointer: string,
  visit: (node: JsonSchema, pointer: string) => void,
) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const s = schema as JsonSchema;
  visit(s, pointer);
  for (const key of ['properties', 'definitions', 'patternProperties'] as const) {
    for (const [name, sub] of Object.entries((s[key] ?? {}) as Record<string, unknown>))
      walkSchemas(sub, `${pointer}/${key}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']) {
    const sub = s[key];
    if (Array.isArray(sub)) sub.forEach((x, i) => walkSchemas(x, `${pointer}/${key}/${i}`, visit));
    else walkSchemas(sub, `${pointer}/${key}`, visit);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = s[key];
    if (Array.isArray(list))
      list.forEach((x, i) => walkSchemas(x, `${pointer}/${key}/${i}`, visit));
  }
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
