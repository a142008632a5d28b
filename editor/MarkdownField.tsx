import { Link2 } from 'lucide-react';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { safeHref } from '../src/content/article';
import { editorMessage } from './messages';
import type { Problem } from './problems';

/**
 * An article's body: Markdown typed in a box, with buttons for what articles use (headings,
 * lists, quotes, bold, italic, links) and the result shown beside it. The box keeps the words
 * exactly as typed, so an article opened and saved is the same file. (A rich-text editor such as
 * Tiptap rebuilds the Markdown from its own document on every save: escapes, list markers and
 * emphasis marks of the existing articles come back written differently, a change nobody made.)
 */
type Tree = ReturnType<typeof fromMarkdown>;
type MdNode = Tree['children'][number] | { type: string; children?: MdNode[]; value?: string };

interface Props {
  value: string;
  onChange: (value: string) => void;
  lang: string;
  label: string;
  problems: Problem[];
  /** Said beside the label when the body was saved as still to write ("Translate later"). */
  pending?: string;
}

/** What each button does to the selected words (or the line the cursor is on). */
export type Action = 'h2' | 'h3' | 'ul' | 'ol' | 'quote' | 'bold' | 'italic' | 'link';

export const ACTIONS: { action: Action; label: string; text: string }[] = [
  { action: 'h2', label: 'Heading', text: 'H2' },
  { action: 'h3', label: 'Subheading', text: 'H3' },
  { action: 'ul', label: 'Bullet list', text: '•' },
  { action: 'ol', label: 'Numbered list', text: '1.' },
  { action: 'quote', label: 'Quote', text: '❝' },
  { action: 'bold', label: 'Bold', text: 'B' },
  { action: 'italic', label: 'Italic', text: 'I' },
  // Drawn as an icon of the icon package (an emoji had no glyph in many systems' fonts).
  { action: 'link', label: 'Link', text: 'Link' },
];

/** What makes a line a heading, a quote or a list item. */
const LINE_MARK = /^(#{1,6} |> |- |\d+\. )/;

/** Where the line holding `at` starts (lastIndexOf reads a negative start as 0: at 0 it would
 *  find a newline standing at 0 and answer 1). */
const lineStart = (text: string, at: number) => (at <= 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1);

/** `at`, or the end of its line's mark when it falls inside one. */
function pastLineMark(text: string, at: number): number {
  const start = lineStart(text, at);
  const mark = LINE_MARK.exec(text.slice(start))?.[0].length ?? 0;
  return Math.max(at, start + mark);
}

/** The text after `action` on the selection [from, to); and the new selection. */
export function apply(
  text: string,
  from: number,
  to: number,
  action: Action,
  href = 'https://',
): { text: string; from: number; to: number } {
  const wrap = (before: string, after: string) => {
    // Inside a line's mark ("> |quote"), an inline mark would unmake the quote or heading: the
    // start moves past it, an end in a later line's mark back to the end of the line before.
    const a = pastLineMark(text, from);
    const toLine = lineStart(text, to);
    const b = toLine > a && pastLineMark(text, to) > to ? toLine - 1 : Math.max(a, to);
    return {
      text: text.slice(0, a) + before + text.slice(a, b) + after + text.slice(b),
      from: a + before.length,
      to: b + before.length,
    };
  };
  if (action === 'bold') return wrap('**', '**');
  if (action === 'italic') return wrap('*', '*');
  if (action === 'link') {
    const r = wrap('[', `](${href})`);
    return { ...r, from: r.to + 2, to: r.to + 2 + href.length };
  }
  // Line actions: every line the selection touches gets the mark (a heading replaces another).
  const start = lineStart(text, from);
  const endAt = text.indexOf('\n', to);
  const end = endAt < 0 ? text.length : endAt;
  const lines = text.slice(start, end).split('\n');
  const marked = lines.map((line, i) => {
    const bare = line.replace(LINE_MARK, '');
    if (action === 'h2') return `## ${bare}`;
    if (action === 'h3') return `### ${bare}`;
    if (action === 'ul') return `- ${bare}`;
    if (action === 'ol') return `${i + 1}. ${bare}`;
    return `> ${bare}`;
  });
  const block = marked.join('\n');
  // With no words chosen (the cursor on a line, maybe an empty one), the cursor goes after the
  // mark, ready to type: selected, the mark was replaced by the first letter typed.
  const after = from === to ? start + block.length : null;
  return {
    text: text.slice(0, start) + block + text.slice(end),
    from: after ?? start,
    to: after ?? start + block.length,
  };
}

type Draw = (n: MdNode, kids: ReactNode[] | null, key: number) => ReactNode;
const field = <K extends string>(n: MdNode, k: K) => (n as Record<K, unknown>)[k];

/** How the preview draws each kind of Markdown node; an unknown kind shows its words only. */
const DRAW: Record<string, Draw> = {
  heading: (n, kids, key) => {
    const depth = Math.min(4, Math.max(2, Number(field(n, 'depth'))));
    const H = `h${depth}` as 'h2' | 'h3' | 'h4';
    return <H key={key}>{kids}</H>;
  },
  paragraph: (_n, kids, key) => <p key={key}>{kids}</p>,
  list: (n, kids, key) =>
    field(n, 'ordered') ? <ol key={key}>{kids}</ol> : <ul key={key}>{kids}</ul>,
  listItem: (_n, kids, key) => <li key={key}>{kids}</li>,
  blockquote: (_n, kids, key) => <blockquote key={key}>{kids}</blockquote>,
  strong: (_n, kids, key) => <strong key={key}>{kids}</strong>,
  emphasis: (_n, kids, key) => <em key={key}>{kids}</em>,
  // An address the site would refuse (javascript:…) shows as its words, as on the site.
  link: (n, kids, key) => {
    const href = safeHref(String(field(n, 'url')));
    return href === null ? (
      <span key={key}>{kids}</span>
    ) : (
      <a key={key} href={href} target="_blank" rel="noreferrer noopener">
        {kids}
      </a>
    );
  },
  inlineCode: (n, _kids, key) => <code key={key}>{String(field(n, 'value'))}</code>,
  code: (n, _kids, key) => <code key={key}>{String(field(n, 'value'))}</code>,
  text: (n) => String(field(n, 'value')),
  html: (n) => String(field(n, 'value')),
  break: (_n, _kids, key) => <br key={key} />,
};

/** The preview: the Markdown's tree drawn as elements, never as an HTML string. */
function draw(nodes: readonly MdNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((n, i) => {
    const kids = 'children' in n ? draw(n.children as MdNode[]) : null;
    const drawOne = Object.hasOwn(DRAW, n.type) ? DRAW[n.type] : undefined;
    return drawOne ? drawOne(n, kids, i) : kids;
  });
}

export function MarkdownField({ value, onChange, lang, label, problems, pending }: Props) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const preview = useMemo(() => draw(fromMarkdown(value).children as MdNode[]), [value]);
  const dir = new Intl.Locale(lang).maximize().script === 'Arab' ? 'rtl' : 'ltr';
  // The selection a button made, set once the box shows the new text: set before, it would be
  // lost when React writes the value; set a frame later, it could undo a selection made since.
  const selection = useRef<{ from: number; to: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    const s = selection.current;
    if (!el || !s || el.value !== value) return;
    selection.current = null;
    el.focus();
    el.setSelectionRange(s.from, s.to);
  });
  const act = (action: Action) => {
    const el = box.current;
    if (!el) return;
    const r = apply(value, el.selectionStart, el.selectionEnd, action);
    if (r.text === value) {
      el.focus();
      el.setSelectionRange(r.from, r.to);
      return;
    }
    selection.current = { from: r.from, to: r.to };
    onChange(r.text);
  };
  return (
    <div className="ed-field ed-markdown" data-field="body" data-lang={lang}>
      <label htmlFor={id}>
        {label}
        {pending && <span className="ed-mark ed-mark-pending"> · {pending}</span>}
      </label>
      <div className="ed-toolbar" role="toolbar" aria-label={`${label}: format`}>
        {ACTIONS.map((a) => (
          <button
            key={a.action}
            type="button"
            className="ed-small"
            aria-label={a.label}
            title={a.label}
            onClick={() => act(a.action)}
          >
            {a.action === 'link' ? <Link2 aria-hidden="true" size={16} /> : a.text}
          </button>
        ))}
      </div>
      <div className="ed-markdown-panes">
        <textarea
          ref={box}
          id={id}
          className="ed-input"
          lang={lang}
          dir={dir}
          rows={16}
          value={value}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={problems.length ? `${id}-problems` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <div className="ed-preview" lang={lang} dir={dir} aria-label={`${label}: preview`}>
          {preview}
        </div>
      </div>
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="ed-problems" role="list">
          {problems.map((p, i) => (
            <li key={i}>
              <span className="ed-where">line {p.line}</span> {editorMessage(p)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
