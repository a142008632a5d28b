import { blockTypeOf, loadSchemas } from '../lib/schemas.ts';

interface Shape {
  type: string;
  properties: Set<string>;
  required: string[];
}

let shapes: Shape[] | null = null;

function blockShapes(): Shape[] {
  shapes ??= loadSchemas().flatMap((f) => {
    const type = blockTypeOf(f.rel);
    if (!type) return [];
    const required = Array.isArray(f.schema.required) ? (f.schema.required as string[]) : [];
    return [{ type, properties: new Set(Object.keys(f.schema.properties ?? {})), required }];
  });
  return shapes;
}

/**
 * The block types whose schemas best fit a block that lost its "type" line: every property of
 * the block known to them, their required ones present, the fewest left unused. Several when
 * they fit equally (ctaBand and stickyCta take the same properties); none when nothing fits or
 * the block is too bare to tell.
 */
export function guessBlockTypes(block: unknown): string[] {
  if (!block || typeof block !== 'object' || Array.isArray(block)) return [];
  const keys = Object.keys(block).filter((k) => k !== 'type');
  if (keys.filter((k) => k !== 'id').length === 0) return [];
  const scored = blockShapes()
    .filter((s) => keys.every((k) => s.properties.has(k)))
    .filter((s) => s.required.every((r) => r === 'type' || keys.includes(r)))
    .map((s) => ({ type: s.type, spare: s.properties.size - keys.length }));
  const fewest = Math.min(...scored.map((s) => s.spare));
  return scored.filter((s) => s.spare === fewest).map((s) => s.type);
}
