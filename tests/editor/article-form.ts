import type { Locator } from '@playwright/test';

/** One language's words of an article, as a person types them in the content screen. */
export interface ArticleWords {
  title: string;
  excerpt: string;
  category: string;
  alt: string;
}

/**
 * Types an article's words in one language into the editor's entry form (`form`), by the fields'
 * labels in that language (`language`: its name as the form shows it), the author's team id too.
 */
export async function fillArticleWords(
  form: Locator,
  language: string,
  words: ArticleWords,
  // A byline names a person of the team by id (content/team/<id>.json).
  author = 'khadija-el-idrissi',
): Promise<void> {
  await form.getByLabel(`Title (${language})`, { exact: true }).fill(words.title);
  await form.getByLabel(`Excerpt (${language})`, { exact: true }).fill(words.excerpt);
  await form.getByLabel(`Category (${language})`, { exact: true }).fill(words.category);
  await form.getByLabel(`Image description (${language})`, { exact: true }).fill(words.alt);
  await form.getByLabel(`Author (${language})`, { exact: true }).fill(author);
}
