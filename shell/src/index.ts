import type { Lang } from '@hanyu/contract';
import { SHELL_LOCALES } from './locales/index.ts';

// The async boundary lets module federation negotiate shared singletons before any of them runs.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  import('./bootstrap.tsx');
};
if (document.getElementById('root')?.hasAttribute('data-server-rendered')) {
  // The page came rendered: let the browser paint it before the app's work begins (a frame, not more;
  // the timer covers tabs in the background, where frames do not run).
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 100);
} else {
  start();
}

// Fetch the page language's strings while the app's code downloads, instead of after it runs.
const lang = window.location.pathname.split('/')[1] ?? '';
if (Object.hasOwn(SHELL_LOCALES, lang)) SHELL_LOCALES[lang as Lang]().catch(() => undefined);
