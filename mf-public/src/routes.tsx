import { registerNamespace } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';

const handle = (value: RouteHandle) => value;

/** The URL space mf-public owns under /{lang}; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    index: true,
    handle: handle({ titleKey: 'public:home.title' }),
    lazy: () =>
      import('./features/home/home-page.tsx').then((m) => ({ loader: m.homeLoader, Component: m.HomePage })),
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export function init(): Promise<void> {
  return registerNamespace('public', (lang) => import(`./locales/${lang}.ts`));
}
