import fs from 'node:fs';
import { filesUnder } from './files.ts';
import { fromRoot, relToRoot } from './paths.ts';

export type JsonSchema = Record<string, unknown> & {
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  examples?: unknown[];
};

export interface SchemaFile {
  /** "schemas/blocks/hero.schema.json" */
  rel: string;
  abs: string;
  schema: JsonSchema;
}

export function loadSchemas(): SchemaFile[] {
  return filesUnder(fromRoot('schemas'), '.schema.json').map((abs) => ({
    abs,
    rel: relToRoot(abs),
    schema: JSON.parse(fs.readFileSync(abs, 'utf8')) as JsonSchema,
  }));
}

/** "schemas/blocks/hero.schema.json" → "hero" */
export function blockTypeOf(rel: string): string | null {
  const m = /^schemas\/blocks\/([A-Za-z0-9]+)\.schema\.json$/.exec(rel);
  return m ? (m[1] as string) : null;
}

/**
 * A block's folder under src/blocks/, from its type ("testimonialList" → "TestimonialList"),
 * and back. The one place this rule is written: the generator, the lint and the prerender's
 * module list all ask here.
 */
export const blockFolder = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
export const blockTypeOfFolder = (folder: string) =>
  folder.charAt(0).toLowerCase() + folder.slice(1);

/** ajv and the lint know each schema by this URI; relative $refs resolve against it. */
export const schemaUri = (rel: string) => `schema:/${rel.replace(/^schemas\//, '')}`;
