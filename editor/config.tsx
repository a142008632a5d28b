import type { ReactNode } from 'react';
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import { BlockPreview, CanvasRoot } from './Canvas';
import { ANCHOR, INCLUDE } from './convert';
import { fieldFor, objectFields } from './fields';
import {
  blockSchemaFile,
  blockTypes,
  child,
  resolve,
  type Node,
  type Schema,
  type SchemaFiles,
} from './schema';
import type { WordStore } from './words';
import { splitKey } from './words';

/** "testimonialMarquee" → "Testimonial marquee": the catalogue speaks words, not identifiers. */
export const humanName = (type: string) =>
  type.charAt(0).toUpperCase() + type.slice(1).replace(/([A-Z])/g, (c) => ` ${c.toLowerCase()}`);

/** Puck passes its own props to render; the block is the rest. */
function blockOf(type: string, props: Record<string, unknown>) {
  const { id: _puckId, puck: _puck, editMode: _editMode, [ANCHOR]: anchor, ...fields } = props;
  void _puckId;
  void _puck;
  void _editMode;
  const block: Record<string, unknown> = type === INCLUDE ? {} : { type };
  if (typeof anchor === 'string' && anchor) block.id = anchor;
  return { ...block, ...fields };
}

const anchorField = (files: SchemaFiles) =>
  fieldFor(
    files,
    {
      file: 'schemas/defs.schema.json',
      schema: {
        $ref: '#/definitions/blockId',
        description:
          "The section's anchor: /page#anchor leads straight to it. Optional; letters, digits and dashes.",
      },
    },
    ANCHOR,
  );

/**
 * Every text key inside a value, with its place, following the schema (so a string that only
 * looks like a key is left alone).
 */
export function textKeys(
  files: SchemaFiles,
  node: Node,
  value: unknown,
  path = '',
): { path: string; value: string }[] {
  const { file, schema } = resolve(files, node);
  const here = { file, schema };
  if (schema['x-i18n']) return typeof value === 'string' ? [{ path, value }] : [];
  if (Array.isArray(value) && schema.items)
    return value.flatMap((v, i) => textKeys(files, child(here, schema.items!), v, `${path}.${i}`));
  if (value && typeof value === 'object') {
    const out: { path: string; value: string }[] = [];
    for (const [k, v] of Object.entries(value)) {
      const prop = schema.properties?.[k];
      if (prop) out.push(...textKeys(files, child(here, prop), v, path ? `${path}.${k}` : k));
    }
    for (const alt of schema.anyOf ?? schema.oneOf ?? [])
      out.push(...textKeys(files, child(here, alt), value, path));
    return out;
  }
  return [];
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/**
 * A block's props with texts of its own: every text key is copied, in every language, to a new
 * key of this page named after the block ("solutions:faq-2.title"), so editing the new block
 * never changes the words of the one it came from (an example, or a duplicated block).
 */
export function ownTexts(
  files: SchemaFiles,
  type: string,
  props: Record<string, unknown>,
  words: WordStore,
  ns: string,
): Record<string, unknown> {
  const node: Node = { file: blockSchemaFile(type), schema: files[blockSchemaFile(type)]! };
  const out = structuredClone(props);
  const stem = words.freeKey(
    ns,
    typeof out[ANCHOR] === 'string' && out[ANCHOR] ? String(out[ANCHOR]) : type,
  );
  for (const t of textKeys(files, node, out)) {
    const from = splitKey(t.value);
    if (!from) continue;
    const to = { ns, key: `${stem}.${t.path}` };
    words.copy(from, to);
    setPath(out, t.path, `${to.ns}:${to.key}`);
  }
  return out;
}

/**
 * The editor's Puck configuration, derived from schemas/ alone: one component per block schema
 * (its fields from the schema, its starting content from the schema's first example, drawn by
 * the site's component), the page's own fields at the root, and shared sections.
 */
export function makeConfig(
  files: SchemaFiles,
  words: WordStore,
  pageNs: string,
  sections: Record<string, { blocks?: unknown[] }>,
): Config {
  const sectionNames = Object.keys(sections);
  const components: Record<string, ComponentConfig> = {};
  for (const type of blockTypes(files)) {
    const node: Node = { file: blockSchemaFile(type), schema: files[blockSchemaFile(type)]! };
    const schema = node.schema;
    const example = (schema.examples?.[0] ?? { type }) as Record<string, unknown>;
    const { type: _t, id: _id, ...defaults } = example;
    void _t;
    void _id;
    const fields: Fields = { [ANCHOR]: anchorField(files), ...objectFields(files, node, ['id']) };
    components[type] = {
      label: humanName(type),
      fields,
      defaultProps: defaults,
      // A block added from the catalogue starts as its example, with texts of its own: each
      // example text is copied, in every language, to a key of this page named after the block.
      resolveData: (data, { trigger }) =>
        trigger === 'insert'
          ? {
              ...data,
              props: ownTexts(files, type, data.props, words, pageNs) as typeof data.props,
            }
          : data,
      render: (props) => <BlockPreview block={blockOf(type, props)} />,
    };
  }
  const pageNode: Node = {
    file: 'schemas/page.schema.json',
    schema: files['schemas/page.schema.json']!,
  };
  components[INCLUDE] = {
    label: 'Shared section',
    fields: {
      include: fieldFor(
        files,
        {
          ...pageNode,
          schema: {
            type: 'string',
            enum: sectionNames,
            description: 'The shared section shown here (pages/_sections/).',
          },
        },
        'include',
      ),
    },
    defaultProps: { include: sectionNames[0] ?? '' },
    // A one-block section can be changed on this page only: its block's own fields, each left
    // empty to keep what the shared section says (the lint checks them against that block).
    resolveFields: (data, { fields }) => {
      const blocks = sections[String(data.props.include)]?.blocks ?? [];
      const type = (blocks[0] as { type?: unknown } | undefined)?.type;
      if (blocks.length !== 1 || typeof type !== 'string' || !files[blockSchemaFile(type)])
        return { include: fields.include! };
      const node: Node = { file: blockSchemaFile(type), schema: files[blockSchemaFile(type)]! };
      return {
        include: fields.include!,
        [ANCHOR]: anchorField(files),
        ...objectFields(files, node, ['id']),
      };
    },
    render: (props) => <BlockPreview block={blockOf(INCLUDE, props)} />,
  };
  const page = resolve(files, pageNode).schema as Schema;
  return {
    categories: {
      blocks: { title: 'Blocks', components: blockTypes(files) },
      shared: { title: 'Shared sections', components: [INCLUDE] },
    },
    components,
    root: {
      fields: objectFields(files, { file: pageNode.file, schema: page }, [
        '$schema',
        'schemaVersion',
        'blocks',
      ]),
      render: ({ children, theme }: { children?: ReactNode; theme?: unknown }) => (
        <CanvasRoot theme={theme}>{children}</CanvasRoot>
      ),
    },
  };
}
