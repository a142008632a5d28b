import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadSchemas, schemaUri, type SchemaFile } from './schemas.ts';

/** A value the schemas marked as pointing elsewhere: a translation key, a link. */
export interface Reference {
  pointer: string;
  value: string;
}

export interface ContentReference extends Reference {
  /** The content folder the id must exist in, e.g. "blog/articles". */
  folder: string;
}

export interface Collected {
  textKeys: Reference[];
  links: Reference[];
  contentRefs: ContentReference[];
  /** https:// links to other sites, checked against site.json's "externalHosts". */
  external: Reference[];
  /** Image paths, checked to name a file in public/. */
  images: Reference[];
  /** Figures named by fact ({ "fact": "clients" }), checked to name a fact of content/facts.json. */
  facts: Reference[];
}

const empty = (): Collected => ({
  textKeys: [],
  links: [],
  contentRefs: [],
  external: [],
  images: [],
  facts: [],
});

// ajv calls custom keywords during validation without a per-call context; the lint validates
// one file at a time, so a module-level collector that each run resets is enough.
let current: Collected = empty();

/** A keyword that validates nothing: it collects the strings it marks that `accepts` into a list. */
function collecting(
  keyword: string,
  list: Exclude<keyof Collected, 'contentRefs'>,
  accepts: (value: string) => boolean = () => true,
) {
  return {
    keyword,
    schemaType: 'boolean',
    errors: false,
    validate: (_s: boolean, data: unknown, _p: unknown, cxt?: { instancePath: string }) => {
      if (typeof data === 'string' && accepts(data))
        current[list].push({ pointer: cxt?.instancePath ?? '', value: data });
      return true;
    },
  } as const;
}

/** The schemas' own keywords: editor help, and what the lint collects across files. */
function addKeywords(ajv: Ajv) {
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // Editor help read by VS Code's JSON support (completions and hovers), not by validation.
  ajv.addVocabulary(['defaultSnippets', 'markdownDescription', 'enumDescriptions']);
  ajv.addKeyword(collecting('x-i18n', 'textKeys'));
  ajv.addKeyword(collecting('x-link', 'links', (data) => data.startsWith('/')));
  ajv.addKeyword(collecting('x-external', 'external', (data) => data.startsWith('https://')));
  // "" is the empty choice some image fields allow; other values are the pattern's to refuse.
  ajv.addKeyword(collecting('x-image', 'images', (data) => data.startsWith('/')));
  ajv.addKeyword(collecting('x-fact', 'facts'));
  ajv.addKeyword({
    keyword: 'x-content',
    schemaType: 'string',
    errors: false,
    validate: (folder: string, data: unknown, _p: unknown, cxt?: { instancePath: string }) => {
      if (typeof data === 'string')
        current.contentRefs.push({ pointer: cxt?.instancePath ?? '', value: data, folder });
      return true;
    },
  });
}

export function createValidator(schemaFiles: SchemaFile[] = loadSchemas()) {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    // Compiling is most of the lint's time (a validator per page, block and snippet) and each
    // runs once or a few times: the generated code's clean-up pass costs more than it saves
    // (measured: lint:pages 2.0–2.2 s with it, 1.5–1.65 s without; same answers).
    code: { optimize: false },
  });
  addFormats(ajv);
  addKeywords(ajv);
  for (const f of schemaFiles) ajv.addSchema(f.schema, schemaUri(f.rel));

  return {
    ajv,
    validate(rel: string, data: unknown): { errors: ErrorObject[]; collected: Collected } {
      const fn = ajv.getSchema(schemaUri(rel)) as ValidateFunction | undefined;
      if (!fn) throw new Error(`no schema ${rel}`);
      current = empty();
      fn(data);
      const collected = current;
      return { errors: fn.errors ?? [], collected };
    },
  };
}

export type Validator = ReturnType<typeof createValidator>;

let shared: { key: string; validator: Validator } | undefined;

/**
 * The validator of the repository's schemas, compiled once for as long as they are unchanged:
 * compiling is most of a lint's time, and the editor's saves and the lint's own tests lint many
 * times in one process. A schema edited meanwhile (the editor runs for hours) compiles afresh.
 */
export function sharedValidator(): Validator {
  const files = loadSchemas();
  const key = JSON.stringify(files.map((f) => [f.rel, f.schema]));
  if (shared?.key !== key) shared = { key, validator: createValidator(files) };
  return shared.validator;
}
