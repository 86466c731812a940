import type { Lang } from '@hanyu/contract';
import type { ShellResources } from './en.ts';

/**
 * One chunk per language. Spelled out rather than a template import, whose context would also bundle
 * anything else in the folder (the parity test, and through it @hanyu/i18n/testing and every language).
 */
export const SHELL_LOCALES: Record<Lang, () => Promise<{ default: ShellResources }>> = {
  'zh-cn': () => import('./zh-cn.ts'),
  en: () => import('./en.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
};
