import { formatted } from '../../i18n/formatted';
import { safeDecode } from '../../engine/url';

export {
  articlePath,
  isArticle,
  isArticleList,
  listPath,
  type Article,
  type ArticleSummary,
} from '../../content/article';
export type CategoryColor = 'violet' | 'blue' | 'emerald' | 'amber' | 'cyan' | 'rose';

/** An article's address part: its folder's name in the collection. */
export const ARTICLE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The article id in an address: its last part (/blog/<id>, /fr/blog/<id>). */
export function articleIdFromPath(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const id = safeDecode(last);
  return ARTICLE_ID.test(id) ? id : null;
}

/** Badge colours: a coloured dot and border, the text in the theme's own colour (contrast). */
export const categoryDot: Record<CategoryColor, string> = {
  violet: 'bg-violet-500',
  blue: 'bg-blue-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  cyan: 'bg-cyan-500',
  rose: 'bg-rose-500',
};

export const categoryBorder: Record<CategoryColor, string> = {
  violet: 'border-violet-500/60',
  blue: 'border-blue-500/60',
  emerald: 'border-emerald-500/60',
  amber: 'border-amber-500/60',
  cyan: 'border-cyan-500/60',
  rose: 'border-rose-500/60',
};

/** Counts in the page's language (Arabic in Morocco keeps Latin digits). */
export function formatCount(n: number, lang: string): string {
  return formatted(`count ${lang} ${n}`, () =>
    new Intl.NumberFormat(lang === 'ar' ? 'ar-MA' : lang).format(n),
  );
}
