import type { ArticleAuthor } from '../../src/content/article.ts';
import { readCollection } from './collections.ts';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The team member an article's front matter names by id ("author: khadija-el-idrissi"), as its
 * byline shows them in the article's language: the name, portrait, role and biography of their
 * entry in content/team/, so a byline never says other than the team page. Undefined for an id
 * the team lacks (the lint names it and the nearest id).
 */
export function articleAuthor(root: string, id: unknown, lang: string): ArticleAuthor | undefined {
  if (typeof id !== 'string') return undefined;
  const entry = readCollection(root, 'team', lang).items.find((m) => m.id === id);
  const name = str(entry?.name);
  if (!entry || !name) return undefined;
  const photo = str(entry.photo);
  const role = str(entry.role);
  const bio = str(entry.bio);
  return {
    id,
    name,
    ...(photo ? { photo } : {}),
    ...(role ? { role } : {}),
    ...(bio ? { bio } : {}),
  };
}
