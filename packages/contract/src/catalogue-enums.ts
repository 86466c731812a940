/** Enumerations and limits of the catalogue (no schemas: a page can import them without building any). */
/** Catalogue lists are paged; pages count from 1. */
export const CATALOGUE_PAGE_SIZE = 12;

export const CATALOGUE_MAX_PAGE_SIZE = 48;

/**
 * Tag scopes: `live` tags describe teachers and one-on-one courses, `group` and `video` their course
 * kinds, `pub` blog posts and podcasts.
 */
export const TAG_SCOPES = ['live', 'group', 'video', 'pub'] as const;

/** How a booked lesson is delivered (SPEC §3): the product's own classroom, or Wechat / Skype. */
export const DELIVERY_WAYS = ['classroom', 'wechat', 'skype'] as const;

/** The three item types of a video lesson (SPEC §3). */
export const VIDEO_ITEM_TYPES = ['words', 'highlight', 'practice'] as const;

export const TEACHER_SORTS = ['popular', 'experience', 'rating'] as const;

export const COURSE_SORTS = ['popular', 'newest', 'price_asc', 'price_desc', 'rating'] as const;

/** Blog posts and podcasts (the pub area). */
export const PUB_KINDS = ['blog', 'podcast'] as const;

/** Display currencies; prices are held in CNY and converted for display only. */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'JPY', 'KRW', 'GBP'] as const;

/** Each language's default display currency, until the visitor picks one (cookie `currency`). */
export const DEFAULT_CURRENCY_OF_LANG = {
  'zh-cn': 'CNY',
  en: 'USD',
  es: 'EUR',
  ja: 'JPY',
  ko: 'KRW',
} as const;

/** Minor units per major unit, as ISO 4217 says. */
export const CURRENCY_MINOR_DIGITS: Record<Currency, number> = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  JPY: 0,
  KRW: 0,
  GBP: 2,
};

export type TagScope = (typeof TAG_SCOPES)[number];

export type DeliveryWay = (typeof DELIVERY_WAYS)[number];

export type VideoItemType = (typeof VIDEO_ITEM_TYPES)[number];

export type PubKind = (typeof PUB_KINDS)[number];

export type Currency = (typeof CURRENCIES)[number];

/**
 * Whether an item of a course kind is bought one at a time: a group seat or a video course is had once,
 * so more of them would buy nothing more; live lessons come in packages of any number.
 */
export function boughtOneAtATime(kind: string): boolean {
  return kind !== 'live';
}
