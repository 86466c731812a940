import type { SeedCoupon } from '../src/seed-data.ts';

/**
 * Demo coupons, one per rule of SPEC §5, so that checkout can show each case: a welcome coupon for a
 * new user's first purchase, a percentage off one course, a fixed amount off above a minimum that may be
 * used a few times, and one that has expired.
 */
export const coupons: SeedCoupon[] = [
  // From ¥100: every video course (¥158–398) and every live or group package qualifies, the ¥39 single lesson not.
  { code: 'WELCOME50', discountType: 'fixed', discountValue: 5_000, minAmountYuan: 100, newUsersOnly: true },
  {
    code: 'HSK10',
    discountType: 'percent',
    discountValue: 10,
    courseSlug: 'hsk1-essentials',
    perUserLimit: 2,
  },
  { code: 'SAVE20', discountType: 'fixed', discountValue: 2_000, minAmountYuan: 300, perUserLimit: 3 },
  { code: 'SPRING2025', discountType: 'percent', discountValue: 20, endsAt: '2025-06-01T00:00:00Z' },
];
