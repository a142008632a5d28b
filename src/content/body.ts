/**
 * The article body format (docs/site/blog.md#article-body-format): "## " heading, "### "
 * subheading, "- " bullet, blank line a break. Parsed into plain data that a component turns into
 * elements: the text is never treated as HTML, so an article cannot inject markup.
 */
export type BodyNode =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'break' };

export function parseBody(content: string): BodyNode[] {
  const nodes: BodyNode[] = [];
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = nodes[nodes.length - 1];
    if (line === '') {
      // Several blank lines are one break; none at the very start.
      if (last && last.kind !== 'break') nodes.push({ kind: 'break' });
    } else if (line.startsWith('### ')) {
      nodes.push({ kind: 'heading', level: 3, text: line.slice(4).trim() });
    } else if (line.startsWith('## ')) {
      nodes.push({ kind: 'heading', level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      const item = line.slice(2).trim();
      if (last?.kind === 'list') last.items.push(item);
      else nodes.push({ kind: 'list', items: [item] });
    } else {
      nodes.push({ kind: 'paragraph', text: line });
    }
  }
  if (nodes[nodes.length - 1]?.kind === 'break') nodes.pop();
  return nodes;
}

/** Words in a body, for reading-time checks and the 800-word content rule. */
export const countWords = (content: string) =>
  content
    .replace(/^(#{2,3}|-)\s/gm, '')
    .split(/\s+/)
    .filter(Boolean).length;
