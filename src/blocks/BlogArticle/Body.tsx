import { Fragment } from 'react';
import { parseBody } from '../../content/body';

/**
 * The article's body as elements (docs/site/blog.md#article-body-format). Headings sit under the
 * article's h1; the text is never treated as HTML.
 */
export function Body({ content }: { content: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-pretty">
      {parseBody(content).map((node, i) => {
        switch (node.kind) {
          case 'heading':
            return node.level === 2 ? (
              <h2 key={i} className="pt-6 text-2xl font-bold tracking-tight sm:text-3xl">
                {node.text}
              </h2>
            ) : (
              <h3 key={i} className="pt-2 text-xl font-semibold">
                {node.text}
              </h3>
            );
          case 'list':
            return (
              <ul key={i} className="list-disc space-y-2 ps-6 marker:text-accent">
                {node.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return <p key={i}>{node.text}</p>;
          case 'break':
            // Paragraph spacing already separates blocks; a break adds nothing visible.
            return <Fragment key={i} />;
        }
      })}
    </div>
  );
}
