// The server render of the shell's frame (header and footer) around a server-rendered public page, so the
// first paint is the whole page, not a page under an empty bar. Built by rspack.ssr.config.mjs for Node; the
// API's web route imports it beside the remote's render. Same components as in the browser, signed out
// (pages are only rendered on the server for visitors without a session).
import { COOKIES, isLang, type Lang } from '@hanyu/contract';
import { registerNamespace, translatorFor } from '@hanyu/i18n';
import { cookieFromHeader } from '@hanyu/sdk';
import { isValidTimeZone } from '@hanyu/session';
import { brandForHost } from '@hanyu/ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { BrandContext } from './features/brand/brand-context.tsx';
import { PageFrame } from './features/layout/page-frame.tsx';
import { ServerFrameContext } from './features/server-render/on-server.ts';
import { SHELL_LOCALES } from './locales/index.ts';

export interface RenderedFrame {
  /** The frame's markup up to and including the page's `<main>` opening tag. */
  before: string;
  /** From the page's `</main>` to the frame's end. */
  after: string;
  /** The brand drawn, for `<html data-brand>` (what the app sets when it starts). */
  brand: string;
}

/** Stands in for the page inside <main>: React writes it as is (letters and underscores only). */
const PAGE_SLOT = 'HANYU_SERVER_PAGE_SLOT';

const namespaces = registerNamespace('shell', (lang) => SHELL_LOCALES[lang]());
/** One translator per language, made once: they share the page instance's strings. */
const translators = new Map<Lang, ReturnType<typeof translatorFor>>();
function translator(lang: Lang): ReturnType<typeof translatorFor> {
  let made = translators.get(lang);
  if (!made) {
    made = translatorFor(lang);
    // A failed load may be tried again by the next render.
    made.catch(() => translators.delete(lang));
    translators.set(lang, made);
  }
  return made;
}

/**
 * The frame of the page at `url` (absolute) for a visitor sending `cookie`, or null when the browser should
 * draw it (another brand, no language).
 */
export async function renderFrame(url: string, cookie?: string): Promise<RenderedFrame | null> {
  const { hostname, pathname, search } = new URL(url);
  const lang = pathname.split('/')[1];
  // Other brands' colours and names are set in the browser, as for the page (mf-public's render).
  const brand = brandForHost(hostname);
  if (!isLang(lang) || brand.id !== 'hanyu') return null;
  await namespaces;
  const i18n = await translator(lang);
  const utc = cookieFromHeader(cookie, COOKIES.utc);
  const server = { timeZone: isValidTimeZone(utc) ? utc : null };
  const html = renderToString(
    <ServerFrameContext value={server}>
      <I18nextProvider i18n={i18n}>
        <BrandContext value={brand}>
          <StaticRouter location={pathname + search}>
            <Routes>
              <Route path="/:lang/*" element={<PageFrame>{PAGE_SLOT}</PageFrame>} />
            </Routes>
          </StaticRouter>
        </BrandContext>
      </I18nextProvider>
    </ServerFrameContext>,
  );
  const [before, after, ...rest] = html.split(PAGE_SLOT);
  if (before === undefined || after === undefined || rest.length > 0) return null;
  return { before, after, brand: brand.id };
}
