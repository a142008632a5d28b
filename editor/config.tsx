import type { ReactNode } from 'react';
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import { BlockPreview, CanvasRoot } from './Canvas';
import { ANCHOR, INCLUDE } from './convert';
import { fieldFor, objectFields, type FieldOptions } from './fields';
import {
  blockSchemaFile,
  blockTypes,
  child,
  resolve,
  type Node,
  type Schema,
  type SchemaFiles,
} from './schema';
import { settle, type Fresh } from './newItem';
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
  // A field left unset is no value (the file leaves it out): on an include, an unset or emptied
  // list must not replace the section's own.
  const set = Object.entries(fields).filter(
    ([, v]) => v !== undefined && !(type === INCLUDE && Array.isArray(v) && v.length === 0),
  );
  return { ...block, ...Object.fromEntries(set) };
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
 * A value with texts of its own: every text key inside it is copied, in every language, to a new
 * key of this page under `stem` ("solutions:faq-2.title"), so editing the copy never changes the
 * words of what it came from (an example, a duplicated block, a new list item).
 */
export function ownTextsAt(
  files: SchemaFiles,
  node: Node,
  value: unknown,
  words: WordStore,
  ns: string,
  stem: string,
): unknown {
  const free = words.freeKey(ns, stem);
  const retext = (key: string, path: string) => {
    const from = splitKey(key);
    if (!from) return key;
    const to = { ns, key: path ? `${free}.${path}` : free };
    words.copy(from, to);
    return `${to.ns}:${to.key}`;
  };
  // A list of texts holds the words themselves: the item is the key.
  if (typeof value === 'string') return isTextPlace(files, node) ? retext(value, '') : value;
  const out = structuredClone(value) as Record<string, unknown>;
  for (const t of textKeys(files, node, out)) setPath(out, t.path, retext(t.value, t.path));
  return out;
}

const isTextPlace = (files: SchemaFiles, node: Node) => !!resolve(files, node).schema['x-i18n'];

/** A block's props with texts of its own, named after the block (its anchor, else its type). */
export function ownTexts(
  files: SchemaFiles,
  type: string,
  props: Record<string, unknown>,
  words: WordStore,
  ns: string,
): Record<string, unknown> {
  const node: Node = { file: blockSchemaFile(type), schema: files[blockSchemaFile(type)]! };
  const stem = typeof props[ANCHOR] === 'string' && props[ANCHOR] ? String(props[ANCHOR]) : type;
  return ownTextsAt(files, node, props, words, ns, stem) as Record<string, unknown>;
}

/**
 * An include's list set on this page replaces the section's whole list. "+" on a list the page
 * has not set yet means one more than the section shows: the section's items come first.
 */
export function keepSharedItems(
  props: Record<string, unknown>,
  last: Record<string, unknown> | undefined,
  shared: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!last || !shared || last.include !== props.include) return props;
  let out = props;
  for (const [name, value] of Object.entries(props)) {
    const before = last[name];
    const theirs = shared[name];
    const unset = before === undefined || (Array.isArray(before) && before.length === 0);
    if (Array.isArray(value) && value.length > 0 && unset && Array.isArray(theirs))
      out = { ...out, [name]: [...structuredClone(theirs), ...value] };
  }
  return out;
}

/** What every component of the configuration is built from: the schemas and the page's words. */
interface Build {
  files: SchemaFiles;
  words: WordStore;
  pageNs: string;
  /** Gives a value built for a block of `type` texts of its own (new keys of this page). */
  fresh: (type: string) => Fresh;
}

const blockNode = (files: SchemaFiles, type: string): Node => ({
  file: blockSchemaFile(type),
  schema: files[blockSchemaFile(type)]!,
});

/** A new list item's texts copied to keys of this page named after the block and the list. */
const ownItemTexts =
  ({ files, words, pageNs }: Build, type: string): FieldOptions['ownTexts'] =>
  (item, itemNode, stem) =>
    ownTextsAt(files, itemNode, item, words, pageNs, `${type}.${stem}`);

/**
 * One block type's component: its fields from the schema, its starting content from the
 * schema's first example, drawn by the site's component.
 */
function blockComponent(b: Build, type: string): ComponentConfig {
  const { files, words, pageNs } = b;
  const node = blockNode(files, type);
  const example = (node.schema.examples?.[0] ?? { type }) as Record<string, unknown>;
  const { type: _t, id: _id, ...defaults } = example;
  void _t;
  void _id;
  const options: FieldOptions = { example: defaults, ownTexts: ownItemTexts(b, type) };
  const fields: Fields = {
    [ANCHOR]: anchorField(files),
    ...objectFields(files, node, ['id'], options),
  };
  return {
    label: humanName(type),
    fields,
    defaultProps: defaults,
    // A block added from the catalogue starts as its example, with texts of its own: each
    // example text is copied, in every language, to a key of this page named after the block.
    resolveData: (data, { trigger, lastData }) => {
      if (trigger === 'insert')
        return {
          ...data,
          props: ownTexts(files, type, data.props, words, pageNs) as typeof data.props,
        };
      if (trigger !== 'replace' || !lastData) return data;
      // An edit that adds a group or a copied list item leaves the block whole.
      const props = settle(files, node, data.props, lastData.props, b.fresh(type));
      return props === data.props ? data : { ...data, props: props as typeof data.props };
    },
    render: (props) => <BlockPreview block={blockOf(type, props)} />,
  };
}

type Sections = Record<string, { blocks?: unknown[] }>;

/** The one block of a shared section, when it has exactly one of a known type. */
function onlyBlock(files: SchemaFiles, sections: Sections, include: unknown) {
  const blocks = sections[String(include)]?.blocks ?? [];
  const shared = blocks.length === 1 ? (blocks[0] as Record<string, unknown>) : undefined;
  const type = shared?.type;
  return typeof type === 'string' && files[blockSchemaFile(type)]
    ? { shared: shared!, type }
    : null;
}

/**
 * A shared section placed on the page. A one-block section can be changed on this page only:
 * its block's own fields, each left empty to keep what the shared section says (the lint checks
 * them against that block).
 */
function includeComponent(b: Build, sections: Sections): ComponentConfig {
  const { files } = b;
  const sectionNames = Object.keys(sections);
  const include = fieldFor(
    files,
    {
      file: 'schemas/page.schema.json',
      schema: { type: 'string', enum: sectionNames, description: 'The shared section shown here.' },
    },
    'include',
  );
  return {
    label: 'Shared section',
    fields: { include },
    defaultProps: { include: sectionNames[0] ?? '' },
    resolveFields: (data, { fields }) => {
      const only = onlyBlock(files, sections, data.props.include);
      if (!only) return { include: fields.include! };
      return {
        include: fields.include!,
        [ANCHOR]: anchorField(files),
        ...objectFields(files, blockNode(files, only.type), ['id'], {
          example: only.shared,
          ownTexts: ownItemTexts(b, only.type),
        }),
      };
    },
    resolveData: (data, { lastData }) => {
      const blocks = sections[String(data.props.include)]?.blocks ?? [];
      const shared = blocks.length === 1 ? (blocks[0] as Record<string, unknown>) : undefined;
      const last = lastData?.props as Record<string, unknown> | undefined;
      let props = keepSharedItems(data.props as Record<string, unknown>, last, shared);
      const type = shared?.type;
      if (last && typeof type === 'string' && files[blockSchemaFile(type)]) {
        // The section's own values count as "before": the page's list starts as a copy of them.
        const node = blockNode(files, type);
        props = settle(files, node, props, { ...shared, ...last }, b.fresh(type)) as typeof props;
      }
      return props === data.props ? data : { ...data, props: props as typeof data.props };
    },
    render: (props) => <BlockPreview block={blockOf(INCLUDE, props)} />,
  };
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
  sections: Sections,
): Config {
  const build: Build = {
    files,
    words,
    pageNs,
    fresh: (type) => (value, node) => ownTextsAt(files, node, value, words, pageNs, `${type}.new`),
  };
  const components: Record<string, ComponentConfig> = {};
  for (const type of blockTypes(files)) components[type] = blockComponent(build, type);
  components[INCLUDE] = includeComponent(build, sections);
  const pageNode: Node = {
    file: 'schemas/page.schema.json',
    schema: files['schemas/page.schema.json']!,
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
