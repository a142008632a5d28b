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
 * labels in that language (`language`: its name as the form shows it), the author's name too.
 */
export async function fillArticleWords(
  form: Locator,
  language: string,
  words: ArticleWords,
  author = 'Yasmine Kabbaj',
): Promise<void> {
  await form.getByLabel(`Title (${language})`, { exact: true }).fill(words.title);
  await form.getByLabel(`Excerpt (${language})`, { exact: true }).fill(words.excerpt);
  await form.getByLabel(`Category (${language})`, { exact: true }).fill(words.category);
  await form.getByLabel(`Image description (${language})`, { exact: true }).fill(words.alt);
  await form
    .getByRole('group', { name: `Author (${language})` })
    .getByLabel('Name')
    .fill(author);
}
