import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/app/shell/LanguageSwitcher';
import { createServerI18n } from '../../src/i18n/i18n';
import { languageLabel } from '../../src/i18n/languages';
import { I18nextProvider } from '../../src/i18n/react';
import { ActionLink } from '../../src/ui/ActionLink';
import Timeline from '../../src/blocks/Timeline';
import { Field } from '../../src/blocks/Form/Field';
import { LANGUAGES, localeWords } from '../site';
import { Providers } from './render-helpers';

/**
 * The punctuation code puts between words comes from each language's words (common:phrase.*):
 * "Langue : FR", "Sprache: DE"; "… – Über uns" in German where English writes " — ".
 */
const common = (lang: string) =>
  localeWords(lang, 'common') as { phrase: Record<string, string>; language: { label: string } };
const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? '');
const plain = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function render(lang: string, node: React.ReactNode) {
  return renderToString(
    <Providers lang={lang}>
      <I18nextProvider
        i18n={createServerI18n(lang, {
          common: common(lang),
          t: { go: 'Go', title: 'History', step: 'Founded', name: 'Name' },
        })}
      >
        {node}
      </I18nextProvider>
    </Providers>,
  );
}

describe('separators from the words, per language', () => {
  for (const lang of LANGUAGES) {
    const words = common(lang);

    it(`${lang}: the language button reads "${fill(words.phrase.labelled!, { label: words.language.label, value: lang.toUpperCase() })}"`, () => {
      const html = render(lang, <LanguageSwitcher />);
      const button = /<button[^>]*>(.*?)<\/button>/s.exec(html)?.[1] ?? '';
      expect(plain(button)).toBe(
        fill(words.phrase.labelled!, { label: words.language.label, value: lang.toUpperCase() }),
      );
    });

    it(`${lang}: each language in the list reads as its name, never run into its code`, () => {
      const html = render(lang, <LanguageSwitcher />);
      const items = [...html.matchAll(/<a[^>]*data-language-link[^>]*>(.*?)<\/a>/gs)].map((m) =>
        plain(m[1]!),
      );
      expect(items).toHaveLength(LANGUAGES.length);
      LANGUAGES.forEach((code, i) => {
        expect(items[i]).toBe(`${languageLabel(code)} ${code}`);
        expect(items[i]).not.toContain(`${languageLabel(code)}${code}`);
      });
      // The code only repeats the name for the eye: a screen reader reads the name.
      expect(html).toMatch(/<span aria-hidden="true"[^>]*>en<\/span>/);
    });

    it(`${lang}: a button's aside for screen readers uses the language's own dash`, () => {
      const about = 'Atlas';
      const html = render(
        lang,
        <ActionLink action={{ label: 't:go', href: '/x' }} about={about} />,
      );
      const label = plain(/<a[^>]*>(.*?)<\/a>/s.exec(html)?.[1] ?? '');
      expect(label).toBe(fill(words.phrase.aside!, { label: 'Go', aside: about }));
    });

    it(`${lang}: a numbered step's heading joins its number as the words join a label, never "2019. Title"`, () => {
      const html = render(
        lang,
        <Timeline
          block={{
            type: 'timeline',
            id: 'history',
            title: 't:title',
            steps: [{ label: '2019', title: 't:step', description: 't:step' }],
          }}
        />,
      );
      const heading = plain(/<h3[^>]*>(.*?)<\/h3>/s.exec(html)?.[1] ?? '');
      expect(heading).toBe(fill(words.phrase.labelled!, { label: '2019', value: 'Founded' }));
    });

    it(`${lang}: a required field's mark keeps the language's space`, () => {
      const html = render(
        lang,
        <Field
          field={{ name: 'name', kind: 'text', label: 't:name', required: true }}
          id="f"
          value=""
          disabled={false}
          error={undefined}
          onChange={() => undefined}
          onProblem={() => undefined}
        />,
      );
      const label = plain(/<label[^>]*>(.*?)<\/label>/s.exec(html)?.[1] ?? '');
      expect(label).toBe(
        fill((words as unknown as { form: { requiredLabel: string } }).form.requiredLabel, {
          label: 'Name',
          mark: '*',
        }),
      );
      expect(label).toMatch(/Name[\u00a0\u202f]\*/);
    });
  }

  it('the languages do not all share one separator (the words really decide)', () => {
    const asides = new Set(LANGUAGES.map((l) => common(l).phrase.aside));
    const labels = new Set(LANGUAGES.map((l) => common(l).phrase.labelled));
    expect(asides.size).toBeGreaterThan(1);
    expect(labels.size).toBeGreaterThan(1);
  });
});
