import type { Field, Fields } from '@puckeditor/core';
import { resolve, type Node, type SchemaFiles } from './schema';
import { fieldKind, type FieldKind, type Kind } from './fieldKind';
import { TextKeyField } from './TextKeyField';
import { LinkField } from './LinkField';
import { ListField } from './ListField';
import { VariantField } from './VariantField';
import { Checked } from './Checked';
import { ItemSummary } from './ItemSummary';
import { exampleOfItems, newListItem } from './newItem';

/**
 * What a field knows beyond its schema: the block example's value at its place (a new list item
 * starts as the example's), and how a new item gets words of its own.
 */
export interface FieldOptions {
  example?: unknown;
  /** A new item's texts copied to keys of their own, under `stem` ("members.5"). */
  ownTexts?: (item: unknown, itemNode: Node, stem: string) => unknown;
}

const label = (name: string, node: Node) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1) + (node.schema.description ? '' : '');
};

/** A field with the schema's description under it and the lint's problems for its place. */
function checked(inner: Field, description: string | undefined): Field {
  return {
    type: 'custom',
    label: inner.label,
    render: (props) => <Checked {...props} inner={inner} description={description} />,
  };
}

/** What drawing one place needs: where it is, its field's name and words, and the options. */
interface Place {
  files: SchemaFiles;
  here: Node;
  name: string;
  text: string;
  description: string | undefined;
  options: FieldOptions;
}

type Draw<K extends Kind> = (kind: Extract<FieldKind, { kind: K }>, at: Place) => Field;

/** Free words: Puck's own text field. */
const plainText = ({ text, description }: Place): Field =>
  checked({ type: 'text', label: text }, description);

/** A choice of the schema's values, led by "not set" (or the default the block falls back to). */
const choice: Draw<'choice'> = ({ options, labels }, { here, text, description }) => {
  const fallback = here.schema.default;
  return checked(
    {
      type: 'select',
      label: text,
      options: [
        {
          label: fallback === undefined ? '(not set)' : `(default: ${String(fallback)})`,
          value: '',
        },
        ...options.map((v, i) => ({ label: labels[i]!, value: v as string })),
      ],
    },
    description,
  );
};

/**
 * A list: of groups, Puck's own list (reordered by dragging, each item summed up), whose "+"
 * adds an item the block accepts (an empty one broke blocks that need a name); of plain values,
 * one per line.
 */
const list: Draw<'list'> = (kind, { files, here, name, text, description, options }) => {
  const items = resolve(files, kind.items);
  const itemKind = fieldKind(files, items);
  if (itemKind.kind !== 'object')
    return {
      type: 'custom',
      label: text,
      render: (p) => <ListField {...p} label={text} description={description} />,
    };
  const first = Array.isArray(options.example) ? options.example[0] : undefined;
  return {
    type: 'array',
    label: text,
    arrayFields: groupFields(files, itemKind, [], {
      ...options,
      example: exampleOfItems(options.example),
    }),
    defaultItemProps: (index: number) => {
      const item = newListItem(files, here, first);
      const own = options.ownTexts?.(item, items, `${name}.${index}`) ?? item;
      return own as Record<string, unknown>;
    },
    ...(kind.minItems === undefined ? {} : { min: kind.minItems }),
    getItemSummary: (item: Record<string, unknown>, i?: number) => (
      <ItemSummary item={item} index={i ?? 0} />
    ),
    ...(kind.maxItems === undefined ? {} : { max: kind.maxItems }),
  };
};

/** A value in one of several forms: a choice of the form, then the form's own field. */
const forms: Draw<'forms'> = (kind, { files, name, text, description, options }) => ({
  type: 'custom',
  label: text,
  render: (p) => (
    <VariantField
      {...p}
      label={text}
      description={description}
      forms={kind.forms.map((f) => {
        const r = resolve(files, f);
        return {
          title: r.schema.title ?? 'value',
          field: fieldFor(files, r, name, options),
          schema: r.schema,
        };
      })}
    />
  ),
});

/** Puck's field for each kind of place. */
const DRAW: { [K in Kind]: Draw<K> } = {
  textKey: (_, { text, description }) => ({
    type: 'custom',
    label: text,
    render: (p) => <TextKeyField {...p} label={text} description={description} />,
  }),
  link: (_, { text, description }) => ({
    type: 'custom',
    label: text,
    render: (p) => <LinkField {...p} label={text} description={description} />,
  }),
  choice,
  boolean: (_, { text, description }) =>
    checked(
      {
        type: 'radio',
        label: text,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      },
      description,
    ),
  number: ({ integer, minimum, maximum }, { text, description }) =>
    checked(
      {
        type: 'number',
        label: text,
        ...(minimum === undefined ? {} : { min: minimum }),
        ...(maximum === undefined ? {} : { max: maximum }),
        ...(integer ? { step: 1 } : {}),
      },
      description,
    ),
  list,
  object: (kind, { files, text, options }) => ({
    type: 'object',
    label: text,
    objectFields: groupFields(files, kind, [], options),
  }),
  forms,
  // A page's words are translation keys, its pictures paths: these take plain words here.
  text: (_, at) => plainText(at),
  texts: (_, at) => plainText(at),
  image: (_, at) => plainText(at),
  map: (_, at) => plainText(at),
  string: (_, at) => plainText(at),
};

/**
 * The Puck field for one place of a schema, of the kind fieldKind.ts decides: words become a
 * text field over the key's words, links a picker of the site's pages, enums a choice, lists a
 * list Puck can reorder; anything else the schema allows (a figure's two forms) a choice between
 * the forms. No block is named.
 */
export function fieldFor(
  files: SchemaFiles,
  node: Node,
  name: string,
  options: FieldOptions = {},
): Field {
  const here = resolve(files, node);
  const kind = fieldKind(files, here);
  const at: Place = {
    files,
    here,
    name,
    text: label(name, here),
    description: here.schema.description,
    options,
  };
  return (DRAW[kind.kind] as Draw<Kind>)(kind, at);
}

/** The fields of a group's places, but those in `skip`, each starting from its example value. */
function groupFields(
  files: SchemaFiles,
  group: Extract<FieldKind, { kind: 'object' }>,
  skip: string[],
  options: FieldOptions,
): Fields {
  const fields: Fields = {};
  const example = (options.example ?? {}) as Record<string, unknown>;
  for (const [name, prop] of group.properties) {
    if (skip.includes(name)) continue;
    fields[name] = fieldFor(files, prop, name, { ...options, example: example[name] });
  }
  return fields;
}

/** The fields of an object's places (a block's, the page's own), but those in `skip`. */
export function objectFields(
  files: SchemaFiles,
  node: Node,
  skip: string[] = [],
  options: FieldOptions = {},
): Fields {
  const kind = fieldKind(files, node);
  return kind.kind === 'object' ? groupFields(files, kind, skip, options) : {};
}
