import type { Lang } from '@hanyu/contract';
import { registerNamespace } from '@hanyu/i18n';
import type { ServiceResources } from './en.ts';

/**
 * One chunk per language. Spelled out rather than a template import, whose context would also bundle
 * anything else in the folder (the parity test, and through it every language).
 */
const LOCALES: Record<Lang, () => Promise<{ default: ServiceResources }>> = {
  'zh-cn': () => import('./zh-cn.ts'),
  en: () => import('./en.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
};

/** Loads the `service` strings in the current language; the pages wait for it. */
export function registerServiceStrings(): Promise<void> {
  return registerNamespace('service', (lang) => LOCALES[lang]());
}
