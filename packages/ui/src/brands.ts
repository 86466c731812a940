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

/** Sets the brand's colours as CSS variables on the document. */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--hy-color-primary', brand.colors.primary);
  root.style.setProperty('--hy-color-primary-strong', brand.colors.primaryStrong);
  root.style.setProperty('--hy-color-primary-soft', brand.colors.primarySoft);
  root.style.setProperty('--hy-color-accent', brand.colors.accent);
  root.dataset.brand = brand.id;
}

/**
 * The brand of the host the page is served on, for remotes: the shell keeps the brand in its own context,
 * which a remote cannot read, and the host name gives the same answer. Servers render the main brand only.
 */
export function useHostBrand(): Brand {
  return typeof window === 'undefined' ? BRANDS.hanyu : brandForHost(window.location.hostname);
}
