import type { RouteObject } from 'react-router';
import { centrePage } from '../centre-frame/centre-handle.ts';
import { couponLoader, couponsLoader } from './coupons-loader.ts';

/** Coupons: the list with how often each was used and a new coupon's form; a coupon's uses and disabling it. */
export const couponsRoutes: RouteObject[] = [
  {
    path: 'coupons',
    id: 'lang-service-centre-coupons',
    handle: centrePage('service:coupons.title'),
    loader: couponsLoader,
    lazy: () => import('./coupons-page.tsx').then((m) => ({ Component: m.CouponsPage })),
  },
  {
    path: 'coupons/:coupon_id',
    id: 'lang-service-centre-coupon',
    handle: centrePage('service:coupon.title'),
    loader: couponLoader,
    lazy: () => import('./coupon-page.tsx').then((m) => ({ Component: m.CouponPage })),
  },
];
