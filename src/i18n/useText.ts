import { useCallback } from 'react';
import { useTranslation } from './react';
import { useLanguage } from './LanguageContext';
import type { Span, TextKey } from '../generated/schema-types';
import { isSpan, spanWords } from './span';

/**
 * Resolves the translation keys that pages carry as data. The lint has already proven each one
 * exists in every language, so the compile-time key check of t() does not apply to them. A span
 * of time stored as numbers where words go ({ from: 1, to: 3, unit: 'month' }) is written in the
 * language's words for its unit (span.ts).
 */
export function useText(): (key: TextKey | Span, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  const lang = useLanguage();
  // i18next types t() against the bundled English keys; data keys are checked by the lint instead.
  const tAny = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback(
    (key, options) => {
      if (!isSpan(key)) return tAny(key, options);
      const words = spanWords(key, lang);
      return tAny(words.key, words.options);
    },
    [tAny, lang],
  );
}
