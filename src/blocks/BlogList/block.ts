import type { Load, Needs } from '../../engine/descriptor';
import { articlePath } from '../BlogArticle/article';

export const load: Load<'blogList'> = () => import('./index');

export const needs: Needs<'blogList'> = (block) =>
  block.articles.map((id) => articlePath(block.folder, id));
