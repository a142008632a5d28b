import { useCallback } from 'react';
import { useTranslation } from './react';
import type { TextKey } from '../generated/schema-types';

/**
 * Resolves the translation keys that pages carry as data. The lint has already proven each one
 * exists in every language, so the compile-time key check of t() does not apply to them.
 */
export function useText(): (key: TextKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  // i18next types t() against the bundled English keys; data keys are checked by the lint instead.
  const tAny = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback((key, options) => tAny(key, options), [tAny]);
}
