import type { Balance, Order, UserInfo } from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';

/** A learner who pays for themselves. */
export const LEARNER: UserInfo = {
  id: 42,
  nick_name: 'Mei',
  email: 'mei@example.com',
  created_at: '2026-01-05T09:00:00.000Z',
  company_user: null,
  org_user: { user_type: 1 },
  time_zone: 'Asia/Shanghai',
};

/** A learner whose company pays (SPEC §6). */
export const COMPANY_LEARNER: UserInfo = {
  ...LEARNER,
  nick_name: 'Kenji',
  company_user: { id: 7, show_name: 'Acme Trading', share_type: 1, company_user_id: 70 },
};

/** Signs a user in as the shell would have before a user-area page renders (needUserInfo). */
export function signIn(user: UserInfo = LEARNER, timeZone = 'Asia/Shanghai'): void {
  sessionStore.setState({ token: 'tok', uid: String(user.id), user, userStatus: 'loaded', timeZone });
}

/** Ten 50-minute one-on-one lessons at 198 yuan, awaiting payment. */
export const ORDER: Order = {
  id: 501,
  status: 0,
  sku_id: 7,
  course_id: 31,
  course_kind: 'live',
  course_title: 'Everyday Mandarin',
  lesson_count: 10,
  lesson_minutes: 50,
  quantity: 1,
  currency: 'CNY',
  unit_price_minor: 19_800,
  amount_minor: 19_800,
  discount_minor: 0,
  total_minor: 19_800,
  coupon_code: null,
  company_paid: false,
  created_at: '2026-03-02T08:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
};

export const PAID_ORDER: Order = {
  ...ORDER,
  id: 502,
  status: 1,
  course_id: 32,
  course_kind: 'group',
  course_title: 'HSK 3 small group',
  lesson_count: 12,
  lesson_minutes: 60,
  quantity: 2,
  amount_minor: 60_000,
  discount_minor: 5_000,
  total_minor: 55_000,
  coupon_code: 'SPRING',
  paid_at: '2026-03-01T10:30:00.000Z',
};

export const CANCELLED_ORDER: Order = {
  ...ORDER,
  id: 503,
  status: 4,
  course_kind: 'video',
  course_title: 'Tones in ten days',
  cancelled_at: '2026-02-20T12:00:00.000Z',
};

export const BALANCE: Balance = { currency: 'CNY', balance_minor: 30_200, company_balance_minor: null };
export const COMPANY_BALANCE: Balance = {
  currency: 'CNY',
  balance_minor: 0,
  company_balance_minor: 1_250_000,
};
