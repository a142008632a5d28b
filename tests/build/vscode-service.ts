import { pathToFileURL } from 'node:url';
import { getLanguageService, type JSONSchema } from 'vscode-json-languageservice';
import { loadSchemas } from '../../scripts/lib/schemas.ts';

/**
 * The library behind VS Code's JSON support, configured as VS Code would be on this repository:
 * each file's "$schema" resolves to the schemas in schemas/, relative references included.
 */
const schemas = new Map(
  loadSchemas().map((f) => [pathToFileURL(f.abs).href, f.schema as JSONSchema] as const),
);

export const service = getLanguageService({
  schemaRequestService: async (uri) => {
    const schema = schemas.get(uri);
    if (!schema) throw new Error(`no schema ${uri}`);
    return JSON.stringify(schema);
  },
  workspaceContext: { resolveRelativePath: (rel, base) => new URL(rel, base).href },
});
service.configure({ validate: true, allowComments: false });
