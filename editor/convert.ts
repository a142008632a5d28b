/**
 * A page file ↔ the editor's document (Puck's data). Puck gives every item an `id` of its own, so
 * the block's own id (its anchor, "#faq") travels as `anchor`; an include of a shared section is
 * an item of type "include". Everything else is the block exactly as written, so a page opened
 * and saved unchanged comes back byte for byte.
 */
export const INCLUDE = 'include';
export const ANCHOR = 'anchor';
const PAGE_KEYS_FIRST = ['$schema', 'schemaVersion'];

export interface Item {
  type: string;
  props: Record<string, unknown> & { id: string };
}

export interface Doc {
  root: { props: Record<string, unknown> };
  content: Item[];
}

let counter = 0;
export const newItemId = (type: string) =>
  `${type}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function pageToDoc(page: Record<string, unknown>): Doc {
  const { blocks = [], ...rest } = page as { blocks?: Record<string, unknown>[] };
  const props = Object.fromEntries(
    Object.entries(rest).filter(([k]) => !PAGE_KEYS_FIRST.includes(k)),
  );
  const content = blocks.map((block): Item => {
    if (typeof block.include === 'string') {
      const { include, id, ...overrides } = block as { include: string; id?: string };
      const anchor = id === undefined ? {} : { [ANCHOR]: id };
      return { type: INCLUDE, props: { include, ...anchor, ...overrides, id: newItemId(INCLUDE) } };
    }
    const { type, id, ...fields } = block as { type: string; id?: string };
    return {
      type,
      props: { ...(id === undefined ? {} : { [ANCHOR]: id }), ...fields, id: newItemId(type) },
    };
  });
  return { root: { props }, content };
}

/** Values an editor cleared ("", an empty list) mean "not set": the file leaves them out. */
export function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const p = prune(v);
    if (p === undefined || p === '' || p === null) continue;
    out[k] = p;
  }
  return out;
}

export function docToPage(doc: Doc, original: Record<string, unknown>): Record<string, unknown> {
  const blocks = doc.content.map((item) => {
    const { id: _puckId, [ANCHOR]: anchor, ...fields } = item.props;
    void _puckId;
    const block: Record<string, unknown> =
      item.type === INCLUDE ? { include: fields.include } : { type: item.type };
    if (anchor !== undefined && anchor !== '') block.id = anchor;
    return { ...block, ...(prune(fields) as Record<string, unknown>) };
  });
  const head = Object.fromEntries(
    PAGE_KEYS_FIRST.filter((k) => k in original).map((k) => [k, original[k]]),
  );
  const root = prune(doc.root.props) as Record<string, unknown>;
  // The page's own order of properties is kept; blocks stay where the file had them.
  const order = Object.keys(original).filter((k) => !PAGE_KEYS_FIRST.includes(k));
  const hasBlocks = 'blocks' in original || blocks.length > 0;
  const keys = [...new Set([...order, ...Object.keys(root), ...(hasBlocks ? ['blocks'] : [])])];
  const body: Record<string, unknown> = {};
  for (const k of keys) {
    if (k === 'blocks') body.blocks = blocks;
    else if (k in root) body[k] = root[k];
  }
  return { ...head, ...body };
}
