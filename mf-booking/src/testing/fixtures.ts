import type { Balance, CreatedTopUp, Order, OrderCalculation, TopUp } from '@hanyu/contract';

/** Ten 50-minute one-on-one lessons at 198 yuan each, paid by the learner, who has 500 yuan. */
export const CALCULATION: OrderCalculation = {
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
  coupon: null,
  balance_minor: 50_000,
  missing_minor: 0,
  company_paid: false,
  remaining: null,
  purchase_limit: null,
  purchased: 0,
  refusal: null,
};

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

export const PAID_ORDER: Order = { ...ORDER, status: 1, paid_at: '2026-03-02T08:00:05.000Z' };

export const BALANCE: Balance = { currency: 'CNY', balance_minor: 30_200, company_balance_minor: null };

export const TOP_UP: TopUp = {
  id: 88,
  amount: 1_000,
  gift: 50,
  gateway: 'alipay',
  status: 'pending',
  charged_minor: 100_000,
  charged_currency: 'CNY',
  rate: null,
  sandbox: false,
  created_at: '2026-03-02T08:00:00.000Z',
};

export const CREATED_TOP_UP: CreatedTopUp = {
  ...TOP_UP,
  redirect_url: 'https://gateway.example/pay?id=88',
};
