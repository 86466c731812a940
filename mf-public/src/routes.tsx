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
];

/** Loads this remote's strings in the current language before its first page renders. */
export function init(): Promise<void> {
  return registerNamespace('public', (lang) => import(`./locales/${lang}.ts`));
}
