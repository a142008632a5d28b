import type { ItemMetaOf, Load, Needs } from '../../engine/descriptor';
import { articleIdFromPath, articlePath, isArticle } from './article';

export const load: Load<'blogArticle'> = () => import('./index');

/** The article whose id ends the address. */
export const needs: Needs<'blogArticle'> = (block, pathname) => {
  const id = articleIdFromPath(pathname);
  return id ? [articlePath(block.folder, id)] : [];
};

/** An article's page is titled and dated by the article, and says who wrote it. */
export const itemMeta: ItemMetaOf<'blogArticle'> = (block, pathname, read) => {
  const id = articleIdFromPath(pathname);
  const a = id ? read(articlePath(block.folder, id)) : null;
  if (!isArticle(a)) return null;
  return {
    title: a.title,
    description: a.excerpt,
    date: a.publishDate,
    article: { published: a.publishDate, author: a.author.name, image: a.featuredImage },
  };
};
