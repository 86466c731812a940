import type { Lang } from '@hanyu/contract';
import { registerNamespace } from '@hanyu/i18n';
import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { catalogueRoutes } from './features/catalogue/routes.tsx';
import { withRates } from './features/content/display-currency.ts';
import { homeLoader } from './features/home/home-loader.ts';
import { libraryRoutes } from './features/library/routes.tsx';
import type { PublicResources } from './locales/en.ts';

const handle = (value: RouteHandle) => value;

/** The URL space mf-public owns under /{lang}; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    index: true,
    handle: handle({ titleKey: 'public:home.title' }),
    // A static loader makes the API call while the page's chunk downloads; its courses show prices.
    loader: withRates(homeLoader),
    lazy: () => import('./features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'about',
    handle: handle({ titleKey: 'public:about.title' }),
    lazy: () => import('./features/about/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'about/contact',
    handle: handle({ titleKey: 'public:contact.title' }),
    lazy: () => import('./features/about/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'about/guide',
    handle: handle({ titleKey: 'public:guide.title' }),
    lazy: () => import('./features/guide/guide-page.tsx').then((m) => ({ Component: m.GuidePage })),
  },
  {
    path: 'about/how',
    handle: handle({ titleKey: 'public:how.title' }),
    lazy: () => import('./features/how-it-works/how-page.tsx').then((m) => ({ Component: m.HowPage })),
  },
  {
    path: 'about/terms',
    handle: handle({ titleKey: 'public:terms.title' }),
    lazy: () => import('./features/terms/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'about/partner/jyda',
    handle: handle({ titleKey: 'public:jyda.title' }),
    lazy: () =>
      import('./features/about/partner-jyda-page.tsx').then((m) => ({ Component: m.PartnerJydaPage })),
  },
  ...catalogueRoutes,
  ...libraryRoutes,
];

/**
 * One chunk per language. Spelled out rather than a template import, whose context would also bundle
 * anything else in the folder (the parity test, and through it every language).
 */
const LOCALES: Record<Lang, () => Promise<{ default: PublicResources }>> = {
  'zh-cn': () => import('./locales/zh-cn.ts'),
  en: () => import('./locales/en.ts'),
  es: () => import('./locales/es.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
};

/** Loads this remote's strings in the current language before its first page renders. */
export function init(): Promise<void> {
  return registerNamespace('public', (lang) => LOCALES[lang]());
}
