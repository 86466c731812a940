import type { CommonResources } from '@hanyu/i18n';
import type { ServiceResources } from './locales/en.ts';

// Typed keys: a key missing from the English resources is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; service: ServiceResources };
  }
}
