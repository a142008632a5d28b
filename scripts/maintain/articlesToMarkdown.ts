/**
 * The move of blog articles from JSON (content/blog/articles/<id>.json and <id>.<lang>.json, the
 * body one string in the old line format) to the Markdown collection (content/blog/<id>/<lang>.md).
 * Counters nobody measured (views, likes, comments) and the hand-written reading time are
 * dropped: the site now counts reading time from the words and shows counts only when given.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { categoryNames } from '../lib/articles.ts';
import type { SpecArticle } from '../lib/specFiles.ts';

/** The old body format: "## " heading, "### " subheading, "- " bullet, every other line a paragraph. */
export type OldBodyNode =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/** Reads an old body exactly as the site used to show it. */
export function parseOldBody(content: string): OldBodyNode[] {
  const nodes: OldBodyNode[] = [];
  let listOpen = false;
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = nodes[nodes.length - 1];
    if (line === '') listOpen = false;
    else if (line.startsWith('### '))
      nodes.push({ kind: 'heading', level: 3, text: line.slice(4).trim() });
    else if (line.startsWith('## '))
      nodes.push({ kind: 'heading', level: 2, text: line.slice(3).trim() });
    else if (line.startsWith('- ')) {
      const item = line.slice(2).trim();
      if (listOpen && last?.kind === 'list') last.items.push(item);
      else nodes.push({ kind: 'list', items: [item] });
      listOpen = true;
      continue;
    } else nodes.push({ kind: 'paragraph', text: line });
    if (line !== '') listOpen = false;
  }
  return nodes.filter((n) => n.kind !== 'list' || n.items.length);
}

/**
 * Text that Markdown shows exactly as written: its punctuation escaped wherever Markdown would
 * read it as formatting, links, HTML or the start of a heading, list or quote.
 */
export function escapeMarkdown(text: string): string {
  const inner = text
    .replace(/[\\`*_[\]<>|~#]/g, (c) => `\\${c}`)
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
    .replace(/!(?=\\\[)/g, '\\!');
  return inner
    .replace(/^([+=-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/^(\s)/, '&#32;');
}

/** The old body as Markdown: one paragraph per old line, lists kept together. */
export function oldBodyToMarkdown(content: string): string {
  return parseOldBody(content)
    .map((n) => {
      // Words that are empty once trimmed cannot start a Markdown block; the old format had none.
      if (n.kind === 'heading') return `${'#'.repeat(n.level)} ${escapeMarkdown(n.text)}`;
      if (n.kind === 'list') return n.items.map((i) => `- ${escapeMarkdown(i)}`).join('\n');
      return escapeMarkdown(n.text);
    })
    .join('\n\n');
}

/** An old article file: the specification's Article, whose fields this move reads. */
type OldArticle = Pick<
  SpecArticle,
  'title' | 'excerpt' | 'content' | 'category' | 'tags' | 'author' | 'publishDate' | 'featuredImage'
>;

/**
 * One old article file as its Markdown file. The category is written as the blog names it in
 * the article's language. The image's alt text cannot be guessed from the old file (it had
 * none): it is left empty, and the lint asks for it.
 */
export function articleToMarkdown(old: OldArticle, categoryName: string, imageAlt = ''): string {
  const author: Record<string, string> = { name: old.author.name };
  if (old.author.avatar) author.photo = old.author.avatar;
  if (old.author.title) author.role = old.author.title;
  if (old.author.bio) author.bio = old.author.bio;
  const front = {
    title: old.title,
    excerpt: old.excerpt,
    date: old.publishDate,
    author,
    category: categoryName,
    tags: old.tags,
    image: old.featuredImage,
    imageAlt,
  };
  const yaml = stringify(front, { lineWidth: 0, defaultStringType: 'PLAIN' });
  return `---\n${yaml}---\n\n${oldBodyToMarkdown(old.content)}\n`;
}

/**
 * Moves every JSON article of content/<from>/ into content/<to>/<id>/<lang>.md and deletes the
 * JSON; pages that named the old folder name the collection. Returns the files written.
 */
export function moveArticles(
  root: string,
  defaultLanguage: string,
  from = 'blog/articles',
  to = 'blog',
): string[] {
  const dir = path.join(root, 'content', from);
  if (!fs.existsSync(dir)) return [];
  const written: string[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const m = /^([a-z0-9-]+)(?:\.([a-z]{2,3}))?\.json$/.exec(file);
    if (!m?.[1]) continue;
    const lang = m[2] ?? defaultLanguage;
    const abs = path.join(dir, file);
    const old = JSON.parse(fs.readFileSync(abs, 'utf8')) as OldArticle;
    const name = categoryNames(root, lang).get(old.category) ?? old.category;
    const target = path.join(root, 'content', to, m[1], `${lang}.md`);
    // An alt text already written by hand survives a second run.
    const kept = fs.existsSync(target)
      ? /^imageAlt: (.+)$/m.exec(fs.readFileSync(target, 'utf8'))?.[1]
      : undefined;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, articleToMarkdown(old, name, kept ?? ''));
    fs.rmSync(abs);
    written.push(path.relative(root, target));
  }
  if (!fs.readdirSync(dir).length) fs.rmdirSync(dir);
  renameFolderInPages(root, from, to);
  return written;
}

/** Pages that showed the old folder show the collection: its blog list lists all of it. */
function renameFolderInPages(root: string, from: string, to: string) {
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? walk(path.join(d, e.name))
          : e.name.endsWith('.json')
            ? [path.join(d, e.name)]
            : [],
      );
  const pages = path.join(root, 'pages');
  if (!fs.existsSync(pages)) return;
  for (const file of walk(pages)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(`"${from}"`)) continue;
    const page = JSON.parse(text) as {
      paramsFrom?: { content?: string };
      blocks?: Record<string, unknown>[];
    };
    if (page.paramsFrom?.content === from) page.paramsFrom.content = to;
    for (const b of page.blocks ?? [])
      if ((b.type === 'blogList' || b.type === 'blogArticle') && b.folder === from) {
        b.folder = to;
        delete b.articles;
      }
    fs.writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
  }
}
