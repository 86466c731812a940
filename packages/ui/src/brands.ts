import type { BrandTheme } from '@hanyu/contract';
import { createContext, useContext } from 'react';

/** A host brand (SPEC §1): what differs between the sites served from one build. */
export interface Brand {
  id: 'hanyu' | 'jyda';
  name: string;
  /** The character the brand is named after (content: pages may show it as text). */
  mark: string;
  /**
   * The same character drawn as strokes (SVG path data in a 24×24 box), for the logo and the favicon: a font
   * glyph shows as a box where no CJK font is installed.
   */
  markPaths: readonly string[];
  /** Tagline under the name in the logo. */
  tagline: string;
  colors: { primary: string; primaryStrong: string; primarySoft: string; accent: string };
  /** The ground of the tab's icon (`brandIconUrl`; the main brand's is index.html's favicon). */
  iconColor: string;
  /** Path under /{lang} the header's about link opens. */
  aboutPath: string;
  /** Social sign-in (Facebook, Google) is offered only on the main host (SPEC §2). */
  socialLogin: boolean;
  contact: { email: string; phone: string; wechat: string };
  social: ReadonlyArray<{ id: 'facebook' | 'youtube' | 'instagram' | 'x' | 'weibo'; url: string }>;
  external: ReadonlyArray<{ id: string; url: string }>;
}

export const BRANDS: Record<Brand['id'], Brand> = {
  hanyu: {
    id: 'hanyu',
    name: 'Hanyu',
    mark: '汉',
    markPaths: [
      'M5 5.5l1.8 1.6',
      'M4 10.2l1.8 1.6',
      'M4 19l2.8-4.6',
      'M10 6.5h8.5c-1.6 5.5-4.4 9.6-8.5 12.5',
      'M12.5 9.5c1.8 4.2 4.4 7.4 7.8 9.5',
    ],
    tagline: 'Live Chinese lessons',
    colors: { primary: '#c73d22', primaryStrong: '#a5311a', primarySoft: '#fdeee9', accent: '#0f7a70' },
    iconColor: '#d9472b',
    aboutPath: 'about',
    socialLogin: true,
    contact: { email: 'hello@hanyu.example', phone: '+86 400 820 1234', wechat: 'HanyuService' },
    social: [
      { id: 'facebook', url: 'https://www.facebook.com/hanyu.learning' },
      { id: 'youtube', url: 'https://www.youtube.com/@hanyu.learning' },
      { id: 'instagram', url: 'https://www.instagram.com/hanyu.learning' },
      { id: 'weibo', url: 'https://weibo.com/hanyulearning' },
    ],
    external: [
      { id: 'hsk', url: 'https://www.chinesetest.cn' },
      { id: 'confucius', url: 'https://www.ci.cn' },
    ],
  },
  jyda: {
    id: 'jyda',
    name: 'JYDA Chinese',
    mark: '语',
    markPaths: [
      'M5 4.8l1.6 1.6',
      'M3.8 10h2.6v8l2-1.6',
      'M10.5 5.5h8',
      'M14.5 5.5l-1.2 5.2',
      'M10 10.7h9.5',
      'M17.3 6.5v4.2',
      'M11.5 14h6.5v5h-6.5z',
    ],
    tagline: 'with Hanyu teachers',
    colors: { primary: '#2456d6', primaryStrong: '#1a3fa3', primarySoft: '#e9effd', accent: '#e08a1e' },
    iconColor: '#2456d6',
    aboutPath: 'about/partner/jyda',
    socialLogin: false,
    contact: { email: 'chinese@jyda.example', phone: '+86 400 820 5678', wechat: 'JYDAChinese' },
    social: [{ id: 'weibo', url: 'https://weibo.com/jydachinese' }],
    external: [{ id: 'hsk', url: 'https://www.chinesetest.cn' }],
  },
};

/**
 * The brand of a host name. The alternate brand is served on hosts whose first label is its id
 * (jyda.example.com, jyda.localhost); everything else is the main brand.
 */
export function brandForHost(hostname: string): Brand {
  const first = hostname.toLowerCase().split('.')[0];
  return first === 'jyda' ? BRANDS.jyda : BRANDS.hanyu;
}

/** The brand's colours as the theme's CSS custom properties (theme.css names them; these override it). */
export function brandThemeProperties(brand: Brand): Record<string, string> {
  return {
    '--hy-color-primary': brand.colors.primary,
    '--hy-color-primary-strong': brand.colors.primaryStrong,
    '--hy-color-primary-soft': brand.colors.primarySoft,
    '--hy-color-accent': brand.colors.accent,
  };
}

/** The brand's tab icon: its mark's strokes on its colour, as a data: URL (no font needed, no request). */
export function brandIconUrl(brand: Brand): string {
  const paths = brand.markPaths.map((d) => `<path d='${d}'/>`).join('');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><rect width='24' height='24' rx='5' fill='${brand.iconColor}'/>` +
    `<g fill='none' stroke='white' stroke-width='2.1' stroke-linecap='round' stroke-linejoin='round'>${paths}</g></svg>`;
  return `data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}`;
}

/** How the brand looks before any stylesheet or script (see BrandTheme): written by the server, set by the browser. */
export function brandTheme(brand: Brand): BrandTheme {
  return {
    properties: brandThemeProperties(brand),
    themeColor: brand.colors.primary,
    icon: brandIconUrl(brand),
  };
}

/**
 * Sets the brand on the document: its colours as CSS variables on `<html>`, `data-brand`, the theme colour and
 * the tab icon. On a server-rendered page these are the values the server wrote: nothing is written again.
 */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  const theme = brandTheme(brand);
  for (const [name, value] of Object.entries(theme.properties)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
  if (root.dataset.brand !== brand.id) root.dataset.brand = brand.id;
  const head = root.ownerDocument.head;
  const themeColor = head?.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor && themeColor.content !== theme.themeColor) themeColor.content = theme.themeColor;
  const icon = head?.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && icon.getAttribute('href') !== theme.icon) icon.setAttribute('href', theme.icon);
}

/**
 * The brand a page is drawn for, given to the whole tree by the shell (`App`): on the server the brand of the
 * request's host, in the browser the page's host's, so both render the same brand.
 */
export const BrandContext = createContext<Brand | null>(null);

/**
 * The brand of the host the page is served on, for the shell and remotes alike: the one the shell gives its tree
 * (`BrandContext`), on the server and in the browser. Outside the shell (a remote's page in a unit test or run
 * alone) the browser's host says.
 */
export function useHostBrand(): Brand {
  const given = useContext(BrandContext);
  if (given) return given;
  return typeof window === 'undefined' ? BRANDS.hanyu : brandForHost(window.location.hostname);
}
