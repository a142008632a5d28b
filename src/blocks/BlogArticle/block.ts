import type { ItemMetaOf, Load, Needs } from '../../engine/descriptor';
import { articleIdFromPath, articlePath, isArticle } from './article';

export const load: Load<'blogArticle'> = () => import('./index');

/** The article whose id ends the address. */
export const needs: Needs<'blogArticle'> = (block, pathname) => {
  const id = articleIdFromPath(pathname);
  return id ? [articlePath(block.folder, id)] : [];
};

/**
 * An article's page is titled and dated by the article, says who wrote it, and points only at
 * the languages it is written in.
 */
export const itemMeta: ItemMetaOf<'blogArticle'> = (block, pathname, read) => {
  const id = articleIdFromPath(pathname);
  const a = id ? read(articlePath(block.folder, id)) : null;
  if (!isArticle(a)) return null;
  return {
    title: a.title,
    description: a.excerpt,
    date: a.date,
    article: { published: a.date, author: a.author.name, image: a.image },
    languages: a.languages,
  };
};
