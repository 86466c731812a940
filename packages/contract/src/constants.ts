/** Business constants of SPEC §9. */

/** Route language segments, in menu order. */
export const LANGS = ['zh-cn', 'en', 'es', 'ja', 'ko'] as const;
export type Lang = (typeof LANGS)[number];
export const FALLBACK_LANG: Lang = 'en';

/** The locale value each route language stands for (SPEC §9). */
export const LOCALE_OF_LANG: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  en: 'en-US',
  es: 'es-ES',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

/**
 * Each site language named in itself, as language menus do (the header's switcher, the settings page): a fixed
 * table, so the server's page and the browser's say the same, and no one reads "zh-cn".
 */
export const LANG_OWN_NAMES: Record<Lang, string> = {
  'zh-cn': '简体中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
  ko: '한국어',
};

export function isLang(value: string | undefined | null): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

export const COOKIE_MAX_AGE_DAYS = 30;
export const REDIRECT_COOKIE_MAX_AGE_MINUTES = 10;
export const REQUEST_TIMEOUT_MS = 100_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const FETCH_DELAY_MS = 200;
export const TOAST_DURATION_MS = 2_500;
export const SLOGAN_COUNT = 3;

export const BOOKING_MIN_LEAD_MINUTES = 120;
export const CANCEL_MIN_LEAD_MINUTES = 120;
/** A booked lesson may be moved to another start at most this often (issue 29), until the cancel lead. */
export const MAX_LESSON_RESCHEDULES = 2;
export const CLASSROOM_ENTRY_LEAD_MINUTES = 20;
export const SLOT_GRANULARITY_MINUTES = 30;
/** The free trial lesson (SPEC §1, §9: once per learner). */
export const TRIAL_LESSON_MINUTES = 25;
export const MINUTES_PER_DAY = 1440;
/** Teacher availability is wall-clock time here (SPEC §4). */
export const TEACHER_TIME_ZONE = 'Asia/Shanghai';
export const TEACHER_UTC_OFFSET_MINUTES = 480;

export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const TEACHER_COUNT_CLAIM = 200;
export const TEACHER_EXPERIENCE_YEARS_CLAIM = 5;
export const GROUP_REPLAY_UPLOAD_WORKING_DAYS = 2;
export const PROFILE_COMPLETION_MINUTES = 2;
export const SCORE_TIERS = [100, 80, 60] as const;

/** Promotion income share, in percent (SPEC §9). */
export const PROMOTION_SHARE_PERCENT = { employee: 3, partTimeTeacher: 5 } as const;

/** Organisation id sent with passport payloads and in the Org-Id header. */
export const ORG_ID = 1;

/** Cookie names shared by the shell, the remotes and the API. */
export const COOKIES = {
  token: 'token',
  uid: 'uid',
  lang: 'lang',
  utc: 'utc',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  coupon: 'app_coupon_code',
  redirect: 'redirect_url',
} as const;

/**
 * Calls handled specially (SPEC §7): they run in the background of a form, so they neither drive the
 * loading bar nor trigger the global 401/404 navigation; their caller handles every answer.
 */
export const QUIET_ENDPOINT_PATHS: readonly string[] = [
  '/user/order/calculate',
  '/open/waihui/transform',
  '/user/bind',
];
