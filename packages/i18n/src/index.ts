export type { CommonResources } from './common/en.ts';
export {
  applyTranslationRows,
  currentI18n,
  currentLang,
  i18n,
  type NamespaceLoader,
  registerNamespace,
  setLanguage,
  translatorFor,
} from './i18n.ts';
