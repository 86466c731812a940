// The async boundary lets module federation negotiate shared singletons before any of them runs.
import('./bootstrap.tsx');

// Fetch the page language's strings while the app's code downloads, instead of after it runs.
const lang = window.location.pathname.split('/')[1];
if (lang) import(`./locales/${lang}.ts`).catch(() => undefined);
