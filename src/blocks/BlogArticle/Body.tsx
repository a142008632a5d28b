import type { ReactNode } from 'react';
import { safeHref, type BodyNode, type Inline } from '../../content/article';
import { SmartLink } from '../../ui/SmartLink';

/**
 * The article's body, from the plain data the build made of its Markdown. Every text is a React
 * text node, so nothing in an article is ever read as HTML; a link keeps only a safe address
 * (checked again here: the data is fetched), and a node of an unknown kind is left out.
 */
export function Body({ nodes }: { nodes: readonly BodyNode[] }) {
  return <div className="space-y-4 text-lg leading-relaxed text-pretty">{blocks(nodes)}</div>;
}

function blocks(nodes: readonly BodyNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'heading':
        return node.depth === 2 ? (
          <h2 key={i} className="pt-6 text-2xl font-bold tracking-tight sm:text-3xl">
            {inline(node.children)}
          </h2>
        ) : node.depth === 3 ? (
          <h3 key={i} className="pt-2 text-xl font-semibold">
            {inline(node.children)}
          </h3>
        ) : (
          <h4 key={i} className="pt-2 font-semibold">
            {inline(node.children)}
          </h4>
        );
      case 'paragraph':
        return <p key={i}>{inline(node.children)}</p>;
      case 'list': {
        const items = node.items.map((item, j) => (
          <li key={j} className="space-y-2">
            {item.length === 1 && item[0]?.kind === 'paragraph'
              ? inline(item[0].children)
              : blocks(item)}
          </li>
        ));
        return node.ordered ? (
          <ol key={i} className="list-decimal space-y-2 ps-6 marker:text-accent">
            {items}
          </ol>
        ) : (
          <ul key={i} className="list-disc space-y-2 ps-6 marker:text-accent">
            {items}
          </ul>
        );
      }
      case 'blockquote':
        return (
          <blockquote key={i} className="space-y-4 border-s-4 border-accent ps-4 text-muted">
            {blocks(node.children)}
          </blockquote>
        );
      case 'code':
        return (
          <pre key={i} className="overflow-x-auto rounded-xl bg-surface p-4 text-sm" dir="ltr">
            <code>{node.value}</code>
          </pre>
        );
      case 'thematicBreak':
        return <hr key={i} className="border-border" />;
      default:
        return null;
    }
  });
}

function inline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.value;
      case 'strong':
        return <strong key={i}>{inline(node.children)}</strong>;
      case 'emphasis':
        return <em key={i}>{inline(node.children)}</em>;
      case 'delete':
        return <del key={i}>{inline(node.children)}</del>;
      case 'inlineCode':
        return (
          <code key={i} className="rounded bg-surface px-1 text-base">
            {node.value}
          </code>
        );
      case 'break':
        return <br key={i} />;
      case 'link': {
        const href = typeof node.href === 'string' ? safeHref(node.href) : null;
        if (href === null) return inline(node.children);
        return (
          <SmartLink
            key={i}
            href={href}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {inline(node.children)}
          </SmartLink>
        );
      }
      default:
        return null;
    }
  });
}
