/**
 * What the shell's server render (`shell/dist/ssr/ssr.mjs`, shell/src/ssr.tsx `renderApp`) answers the api
 * (api/src/modules/web/server-render.ts): the two sides of docs/server-render.md, typed once.
 */

/**
 * How a brand looks before any stylesheet or script has loaded: what the server writes into the page (the api's
 * shell-page `withHtmlBrand`) and @hanyu/ui's `applyBrandTheme` sets in the browser, the same values, so nothing
 * is painted again when the app starts.
 */
export interface BrandTheme {
  /** CSS custom properties for `<html style>`. */
  properties: Record<string, string>;
  /** `<meta name="theme-color">`: the colour a browser tints its interface with. */
  themeColor: string;
  /** `<link rel="icon">`: the tab's icon. */
  icon: string;
}

/** A page rendered to HTML, ready for the shell's index.html. */
export interface RenderedApp {
  kind: 'page';
  /** The header's slogan the page shows, remembered (a cookie) so that the next full page load shows another. */
  slogan?: number;
  /** The HTTP status to answer with: 404 for a not-found page; 200 when absent. */
  status?: number;
  /** Everything inside `#root`. */
  html: string;
  title?: string;
  description?: string;
  /** The brand drawn, for `<html data-brand>`. */
  brand: string;
  /** How the brand looks before any stylesheet or script: for `<html style>` and the page's head. */
  theme?: BrandTheme;
  /** JSON documents for the page (`<script type="application/json" id>`): hydration data, the session. */
  data: Record<string, unknown>;
  /** Rendered for a signed-in visitor: the HTML is theirs alone. */
  personal: boolean;
  /** The server knew the visitor's time zone (else times are Beijing time until the page's script runs). */
  zoneKnown: boolean;
  /** The page acts as it arrives (a route's `startAtLoad`): the app starts at load, not on intent. */
  startAtLoad: boolean;
  /** The token the request carried was refused or the page signed out: clear the session cookies (SPEC §4). */
  clearSession: boolean;
}

/** The page is elsewhere: a guard sent the visitor to sign in, a route redirected. */
export interface RenderedRedirect {
  kind: 'redirect';
  location: string;
  clearSession: boolean;
}
