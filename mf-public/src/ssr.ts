// mf-public's server build (rspack.ssr.config.mjs → dist/ssr/ssr.mjs): its routes, which the shell's server
// render places under its layouts (shell/src/ssr.tsx, docs/server-render.md), and what its pages read from the
// request. The shared singletons (React, the router, @hanyu/*) come from the shell's render at load.
import { forgetRates, renderForCookies } from './features/content/display-currency.ts';

export { init, routes } from './routes.tsx';

/** The visitor's display currency (cookie); today's rates asked again (a server outlives a day's rates). */
export function prepareRender(request: Request): void {
  renderForCookies(request.headers.get('cookie'));
  forgetRates();
}
