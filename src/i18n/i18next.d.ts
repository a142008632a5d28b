import 'i18next';
import type common from '../../locales/en/common.json';

// Code may only use the "common" namespace, and its keys are checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
