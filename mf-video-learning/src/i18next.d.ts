import type { CommonResources } from '@hanyu/i18n';
import type { VideoResources } from './locales/en.ts';

// Typed keys: a key missing from the English resources is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; video: VideoResources };
  }
}
