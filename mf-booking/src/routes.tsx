import type { TopUpGateway } from '@hanyu/contract';
import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { registerBookingStrings } from './locales/namespace.ts';

/**
 * Every booking page moves money or lesson time: signed-in learners only, in the default layout. They ask for their figures
 * (the price, the balance, the payment's outcome) as they open, so the app starts with them at load rather than
 * on the visitor's first intent (moving those reads into loaders would let them wait: docs/server-render.md).
 */
const page = (titleKey: `booking:title.${string}`): RouteHandle => ({
  layout: 'default',
  needLogin: true,
  titleKey,
  startAtLoad: true,
});

/**
 * The contract's TOP_UP_GATEWAYS, spelled out: importing the constant would bring the contract's
 * schemas (and valibot) into this entry chunk, which the shell loads before any booking page.
 */
export const RETURN_GATEWAYS: readonly TopUpGateway[] = ['alipay', 'paypal', 'goallpay'];

/** The URL space mf-booking owns under /{lang}; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    // A purchased course's lessons (?course=N), or the free trial with a teacher (?trial&teacher=N).
    path: 'book',
    id: 'lang-book',
    handle: page('booking:title.book'),
    lazy: () => import('./features/booking/booking-page.tsx').then((m) => ({ Component: m.BookingPage })),
  },
  {
    path: 'checkout',
    id: 'lang-checkout',
    handle: page('booking:title.checkout'),
    lazy: () => import('./features/checkout/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: 'top-up',
    id: 'lang-top-up',
    handle: page('booking:title.topUp'),
    lazy: () => import('./features/top-up/top-up-page.tsx').then((m) => ({ Component: m.TopUpPage })),
  },
  // One page for the three gateways' return addresses (SPEC §2), told which gateway it waits for.
  ...RETURN_GATEWAYS.map(
    (gateway): RouteObject => ({
      path: `redirect/${gateway}`,
      id: `lang-redirect-${gateway}`,
      handle: page('booking:title.paymentReturn'),
      lazy: () =>
        import('./features/payment-return/payment-return-page.tsx').then((m) => ({
          element: <m.PaymentReturnPage gateway={gateway} />,
        })),
    }),
  ),
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerBookingStrings;
