import 'i18next';
import type common from '../../locales/en/common.json';
import type consent from '../../locales/en/consent.json';

// Code may only use the "common" and "consent" namespaces, and their keys are checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; consent: typeof consent };
  }
}
