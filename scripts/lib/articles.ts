/**
 * Article collections: content/<folder>/<id>/<language>.md, YAML front matter between two "---"
 * lines, then the body in Markdown. Read at build (prerender, the build's content files, the dev
 * server, the lint) with a well-kept Markdown parser; the browser only ever gets the result as
 * plain data (src/content/article.ts), so no parser and no HTML string reaches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import {
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  visit,
  type Node as YamlNode,
} from 'yaml';
import {
  plainText,
  safeHref,
  type Article,
  type ArticleList,
  type BodyNode,
  type Inline,
} from '../../src/content/article.ts';
import { articleAuthor } from './authors.ts';

// The Markdown tree's node types, as the parser gives them.
type RootContent = ReturnType<typeof fromMarkdown>['children'][number];
type PhrasingContent = Extract<RootContent, { type: 'paragraph' }>['children'][number];
type Nodes = { position?: { start: { line: number; column: number } } };

export const ARTICLE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LANG_FILE = /^([a-z]{2,3})\.md$/;

/** A place in the .md file, counted from 1 as editors see it. */
export interface Place {
  line: number;
  column: number;
}

/** Something in the body the site will not show as written, with where it is. */
export interface BodyIssue extends Place {
  kind: 'html' | 'unsafeLink' | 'h1' | 'image';
  text: string;
}

export interface ParsedArticle {
  /** The front matter as data (undefined when absent or not YAML). */
  data: unknown;
  /** Front matter that cannot be read at all, located. */
  syntaxErrors: (Place & { message: string })[];
  /** Where a front-matter value (or its key, with `key`) is, by JSON pointer segments. */
  locate: (path: readonly string[], key?: boolean) => Place;
  body: BodyNode[];
  /** Every text of the body a visitor reads (headings, paragraphs, items), located. */
  texts: (Place & { text: string; heading?: true })[];
  issues: BodyIssue[];
  words: number;
}

const FRONT = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits and parses one .md file; never throws, whatever the file holds. */
export function parseArticle(text: string): ParsedArticle {
  const m = FRONT.exec(text);
  const syntaxErrors: ParsedArticle['syntaxErrors'] = [];
  let data: unknown;
  let locate: ParsedArticle['locate'] = () => ({ line: 1, column: 1 });
  let bodyText = text;
  let bodyLine = 0;
  if (!m) {
    syntaxErrors.push({
      line: 1,
      column: 1,
      message:
        'the file must start with its front matter: a line "---", the fields (title: …, date: …), and another "---"',
    });
  } else {
    const yamlText = m[1] ?? '';
    bodyText = text.slice(m[0].length);
    bodyLine = m[0].split('\n').length - 1;
    const lines = new LineCounter();
    // YAML 1.2's core schema: dates stay the text written ("2025-02-03"), "no" stays a word.
    const doc = parseDocument(yamlText, { lineCounter: lines, schema: 'core', uniqueKeys: true });
    // The YAML starts on the file's second line.
    const at = (offset: number): Place => {
      const p = lines.linePos(offset);
      return { line: p.line + 1, column: p.col };
    };
    for (const e of doc.errors) {
      const p = at(e.pos[0]);
      syntaxErrors.push({ ...p, message: `front matter: ${e.message.split('\n')[0] ?? ''}` });
    }
    if (!doc.errors.length) {
      try {
        data = doc.toJS({ maxAliasCount: 100 }) as unknown;
      } catch {
        // yaml refuses an alias that expands into too much (a "billion laughs" bomb, a few lines
        // that would grow to gigabytes) by throwing; the lint says where, in words.
        let first = 0;
        visit(doc, {
          Alias(_key, node) {
            first = node.range?.[0] ?? 0;
            return visit.BREAK;
          },
        });
        syntaxErrors.push({
          ...at(first),
          message:
            'front matter: its *references to &anchors expand into too much text: write the values out instead of repeating them by reference',
        });
      }
    }
    locate = (segments, key = false) => {
      let node: YamlNode | null = doc.contents;
      let place: Place = { line: 2, column: 1 };
      for (const seg of segments) {
        if (!isMap(node) && !(node && 'items' in node)) break;
        const items = (node as { items: unknown[] }).items;
        const pair = isMap(node)
          ? node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === seg)
          : undefined;
        if (pair && isPair(pair)) {
          const k = pair.key as YamlNode | null;
          const v = pair.value as YamlNode | null;
          const keyAt = k?.range ? at(k.range[0]) : place;
          place = !key && v?.range ? at(v.range[0]) : keyAt;
          node = v;
        } else if (!isMap(node) && /^\d+$/.test(seg) && items[Number(seg)]) {
          const item = items[Number(seg)] as YamlNode;
          if (item.range) place = at(item.range[0]);
          node = item;
        } else break;
      }
      return place;
    };
  }
  const { body, texts, issues, words } = convertBodyOnce(bodyText, bodyLine);
  return { data, syntaxErrors, locate, body, texts, issues, words };
}

/**
 * The body of a file the process has already read, as it was converted then: the lint reads every
 * article on each run, and the editor and the tests run it again and again over the same files
 * (Markdown parsing was a third of a lint). Bounded, so a long-running editor holds at most a few
 * hundred bodies; callers only read what it returns.
 */
const converted = new Map<string, ReturnType<typeof convertBody>>();
function convertBodyOnce(markdown: string, lineOffset: number) {
  const key = `${lineOffset}\n${markdown}`;
  let found = converted.get(key);
  if (!found) {
    if (converted.size >= 300) converted.delete(converted.keys().next().value as string);
    found = convertBody(markdown, lineOffset);
    converted.set(key, found);
  }
  return found;
}

/** The Markdown body as the site's plain data, the texts it shows, and what it refused. */
function convertBody(markdown: string, lineOffset: number) {
  const tree = fromMarkdown(markdown);
  const issues: BodyIssue[] = [];
  const texts: ParsedArticle['texts'] = [];
  let words = 0;
  const place = (n: Nodes): Place => ({
    line: (n.position?.start.line ?? 1) + lineOffset,
    column: n.position?.start.column ?? 1,
  });

  const inline = (nodes: readonly PhrasingContent[]): Inline[] =>
    nodes.flatMap((n): Inline[] => {
      if (n.type === 'text') return [{ kind: 'text', value: n.value }];
      if (n.type === 'strong' || n.type === 'emphasis' || n.type === 'delete')
        return [{ kind: n.type, children: inline(n.children) }];
      if (n.type === 'inlineCode') return [{ kind: 'inlineCode', value: n.value }];
      if (n.type === 'break') return [{ kind: 'break' }];
      if (n.type === 'link') {
        const children = inline(n.children);
        const href = safeHref(n.url);
        if (href !== null) return [{ kind: 'link', href, children }];
        issues.push({ kind: 'unsafeLink', text: n.url, ...place(n) });
        return children;
      }
      if (n.type === 'html') {
        // Shown as the characters written, never as markup.
        issues.push({ kind: 'html', text: n.value, ...place(n) });
        return [{ kind: 'text', value: n.value }];
      }
      if (n.type === 'image') {
        issues.push({ kind: 'image', text: n.url, ...place(n) });
        return n.alt ? [{ kind: 'text', value: n.alt }] : [];
      }
      // References and footnotes are not part of the format: their words stay.
      return 'children' in n ? inline(n.children as PhrasingContent[]) : [];
    });

  const shown = (n: Nodes, children: Inline[], heading = false) => {
    const text = plainText(children).trim();
    if (text) {
      // A heading is marked: English headings are judged by the Title Case rule.
      texts.push({ text, ...place(n), ...(heading && { heading: true as const }) });
      words += text.split(/\s+/).length;
    }
  };

  const blocks = (nodes: readonly RootContent[]): BodyNode[] =>
    nodes.flatMap((n): BodyNode[] => {
      if (n.type === 'heading') {
        if (n.depth === 1) issues.push({ kind: 'h1', text: '#', ...place(n) });
        const children = inline(n.children);
        shown(n, children, true);
        const depth = Math.min(Math.max(n.depth, 2), 4) as 2 | 3 | 4;
        return [{ kind: 'heading', depth, children }];
      }
      if (n.type === 'paragraph') {
        const children = inline(n.children);
        shown(n, children);
        return children.length ? [{ kind: 'paragraph', children }] : [];
      }
      if (n.type === 'list')
        return [
          {
            kind: 'list',
            ordered: n.ordered === true,
            items: n.children.map((item) => blocks(item.children)),
          },
        ];
      if (n.type === 'blockquote') return [{ kind: 'blockquote', children: blocks(n.children) }];
      if (n.type === 'code') return [{ kind: 'code', value: n.value }];
      if (n.type === 'thematicBreak') return [{ kind: 'thematicBreak' }];
      if (n.type === 'html') {
        issues.push({ kind: 'html', text: n.value, ...place(n) });
        return [{ kind: 'paragraph', children: [{ kind: 'text', value: n.value }] }];
      }
      return [];
    });

  return { body: blocks(tree.children), texts, issues, words };
}

/** A collection: content/<folder>/<id>/<lang>.md. Ids and languages as the files say. */
export function collectionFiles(root: string, folder: string): Map<string, Map<string, string>> {
  const base = path.join(root, 'content', folder);
  const out = new Map<string, Map<string, string>>();
  if (!fs.existsSync(base) || !fs.statSync(base).isDirectory()) return out;
  for (const entry of fs.readdirSync(base, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const files = new Map<string, string>();
    for (const f of fs.readdirSync(path.join(base, entry.name))) {
      const lang = LANG_FILE.exec(f)?.[1];
      if (lang) files.set(lang, path.join(base, entry.name, f));
    }
    if (files.size) out.set(entry.name, files);
  }
  return out;
}

/** Is content/<folder> an article collection (folders of .md files)? */
export const isCollection = (root: string, folder: string) =>
  collectionFiles(root, folder).size > 0;

/** Each language's category names (locales/<lang>/blog.json "categories.<id>.name"). */
export function categoryNames(root: string, lang: string): Map<string, string> {
  try {
    const file = path.join(root, 'locales', lang, 'blog.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      categories?: Record<string, { name?: unknown }>;
    };
    return new Map(
      Object.entries(data.categories ?? {}).flatMap(([id, c]) =>
        typeof c.name === 'string' ? [[id, c.name] as [string, string]] : [],
      ),
    );
  } catch {
    return new Map();
  }
}

/** The category id a front matter's "category" names, in this language or as the id. */
export function categoryId(word: string, names: Map<string, string>): string | null {
  if (names.has(word)) return word;
  const norm = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase();
  for (const [id, name] of names) if (norm(name) === norm(word)) return id;
  return null;
}

/** Reading time at 200 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200));

const parsedFiles = new Map<string, { stamp: string; parsed: ParsedArticle }>();

/**
 * A file parsed once for as long as it is unchanged: the prerender asks for every article once
 * per page that lists it, in every language.
 */
function parseFile(file: string): ParsedArticle {
  const stat = fs.statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = parsedFiles.get(file);
  if (known?.stamp === stamp) return known.parsed;
  const parsed = parseArticle(fs.readFileSync(file, 'utf8'));
  parsedFiles.set(file, { stamp, parsed });
  return parsed;
}

/**
 * One article in one language as the site ships it, or null when its file is not valid enough
 * to show (the lint says why; the build runs the lint first).
 */
export function compileArticle(
  root: string,
  folder: string,
  id: string,
  lang: string,
): Article | null {
  const files = collectionFiles(root, folder).get(id);
  const file = files?.get(lang);
  if (!files || !file) return null;
  const parsed = parseFile(file);
  const fm = parsed.data as Record<string, unknown> | undefined;
  if (!fm || typeof fm !== 'object' || typeof fm.category !== 'string') return null;
  const category = categoryId(fm.category, categoryNames(root, lang));
  const author = articleAuthor(root, fm.author, lang);
  if (!category || !author) return null;
  return {
    ...(fm as Omit<Article, 'id'>),
    author,
    id,
    lang,
    languages: [...files.keys()].sort(),
    category,
    readingMinutes: readingMinutes(parsed.words),
    body: parsed.body,
  };
}

/** The list of a collection in one language: the articles written in it, newest first. */
export function compileList(root: string, folder: string, lang: string): ArticleList {
  const articles = [...collectionFiles(root, folder).entries()]
    .filter(([, files]) => files.has(lang))
    .flatMap(([id]) => {
      const a = compileArticle(root, folder, id, lang);
      if (!a) return [];
      const summary: Omit<Article, 'body'> & { body?: unknown } = { ...a };
      delete summary.body;
      return [summary];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { articles };
}

/**
 * A content path as a collection answers it ("blog/index" → the list, "blog/<id>" → the
 * article), in a language; undefined when the path is not a collection's.
 */
export function collectionContent(root: string, contentPath: string, lang: string): unknown {
  const slash = contentPath.lastIndexOf('/');
  if (slash < 1) return undefined;
  const folder = contentPath.slice(0, slash);
  const name = contentPath.slice(slash + 1);
  if (!isCollection(root, folder)) return undefined;
  if (name === 'index') return compileList(root, folder, lang);
  return compileArticle(root, folder, name, lang) ?? undefined;
}

/** The collections under content/: folders whose subfolders hold <lang>.md files. */
export function collections(root: string): string[] {
  const base = path.join(root, 'content');
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((e) => e.isDirectory() && isCollection(root, e.name))
    .map((e) => e.name);
}
