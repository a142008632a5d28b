import type { Field, Fields } from '@puckeditor/core';
import { child, isLink, isText, resolve, type Node, type SchemaFiles } from './schema';
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

/**
 * The Puck field for one place of a schema. Words become a text field over the key's words,
 * links a picker of the site's pages, enums a choice, lists a list Puck can reorder; anything
 * else the schema allows (a figure's two forms) a choice between the forms. No block is named.
 */
export function fieldFor(
  files: SchemaFiles,
  node: Node,
  name: string,
  options: FieldOptions = {},
): Field {
  const { file, schema } = resolve(files, node);
  const here: Node = { file, schema };
  const text = label(name, here);
  const description = schema.description;
  if (isText(files, here))
    return {
      type: 'custom',
      label: text,
      render: (p) => <TextKeyField {...p} label={text} description={description} />,
    };
  if (isLink(files, here))
    return {
      type: 'custom',
      label: text,
      render: (p) => <LinkField {...p} label={text} description={description} />,
    };
  if (schema.enum)
    return checked(
      {
        type: 'select',
        label: text,
        options: [
          {
            label:
              schema.default === undefined ? '(not set)' : `(default: ${String(schema.default)})`,
            value: '',
          },
          ...schema.enum.map((v, i) => ({
            label: schema.enumDescriptions?.[i]
              ? `${String(v)} — ${schema.enumDescriptions[i]}`
              : String(v),
            value: v as string,
          })),
        ],
      },
      description,
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean')
    return checked(
      {
        type: 'radio',
        label: text,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      },
      description,
    );
  if (type === 'number' || type === 'integer')
    return checked(
      {
        type: 'number',
        label: text,
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
        ...(type === 'integer' ? { step: 1 } : {}),
      },
      description,
    );
  if (type === 'array' && schema.items) {
    const items = resolve(files, child(here, schema.items));
    const itemType = Array.isArray(items.schema.type) ? items.schema.type[0] : items.schema.type;
    const first = Array.isArray(options.example) ? options.example[0] : undefined;
    if (itemType === 'object' && items.schema.properties)
      return {
        type: 'array',
        label: text,
        arrayFields: objectFields(files, items, [], {
          ...options,
          example: exampleOfItems(options.example),
        }),
        // "+" adds an item the block accepts (an empty one broke blocks that need a name).
        defaultItemProps: (index: number) => {
          const item = newListItem(files, here, first);
          const own = options.ownTexts?.(item, items, `${name}.${index}`) ?? item;
          return own as Record<string, unknown>;
        },
        ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
        getItemSummary: (item: Record<string, unknown>, i?: number) => (
          <ItemSummary item={item} index={i ?? 0} />
        ),
        ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      };
    return {
      type: 'custom',
      label: text,
      render: (p) => <ListField {...p} label={text} description={description} />,
    };
  }
  if (type === 'object' && schema.properties)
    return { type: 'object', label: text, objectFields: objectFields(files, here, [], options) };
  const forms = schema.anyOf ?? schema.oneOf;
  if (forms?.length)
    return {
      type: 'custom',
      label: text,
      render: (p) => (
        <VariantField
          {...p}
          label={text}
          description={description}
          forms={forms.map((f) => {
            const r = resolve(files, child(here, f));
            return {
              title: r.schema.title ?? 'value',
              field: fieldFor(files, r, name, options),
              schema: r.schema,
            };
          })}
        />
      ),
    };
  return checked({ type: 'text', label: text }, description);
}

export function objectFields(
  files: SchemaFiles,
  node: Node,
  skip: string[] = [],
  options: FieldOptions = {},
): Fields {
  const { file, schema } = resolve(files, node);
  const fields: Fields = {};
  const example = (options.example ?? {}) as Record<string, unknown>;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (skip.includes(name) || prop.const !== undefined) continue;
    fields[name] = fieldFor(files, { file, schema: prop }, name, {
      ...options,
      example: example[name],
    });
  }
  return fields;
}
