/** A host brand (SPEC §1): what differs between the sites served from one build. */
export interface Brand {
  id: 'hanyu' | 'jyda';
  name: string;
  /** Short mark shown in the logo badge. */
  mark: string;
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
    tagline: 'Live Chinese lessons',
    colors: { primary: '#d9472b', primaryStrong: '#b8341c', primarySoft: '#fdeee9', accent: '#138a7e' },
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
