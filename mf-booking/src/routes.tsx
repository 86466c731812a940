import type { TopUpGateway } from '@hanyu/contract';
import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { PageError } from './features/page-frame/page-error.tsx';
import { registerBookingStrings } from './locales/namespace.ts';

/**
 * Every booking page moves money or lesson time: signed-in learners only, in the default layout. Each page's
 * figures (the price, the balance, the week's free times, the payment's first state) come from its route's
 * loader, so the server renders them and the app starts on the visitor's intent; only the payment return pages
 * start at load, since they check the payment as they arrive (docs/server-render.md, rule 5).
 */
const page = (titleKey: `booking:title.${string}`, startAtLoad = false): RouteHandle => ({
  layout: 'default',
  needLogin: true,
  titleKey,
  ...(startAtLoad ? { startAtLoad } : {}),
});

/**
 * The contract's TOP_UP_GATEWAYS, spelled out: importing the constant would bring the contract's
 * schemas (and valibot) into this entry chunk, which the shell loads before any booking page.
 */
export const RETURN_GATEWAYS: readonly TopUpGateway[] = ['alipay', 'paypal', 'goallpay'];

/**
 * The URL space mf-booking owns under /{lang}; every page is its own chunk, which brings the route's loader. A
 * loader's error is the route's (PageError): a 404 the page's own "not here", anything else a retry.
 */
export const routes: RouteObject[] = [
  {
    // A purchased course's lessons (?course=N), or the free trial with a teacher (?trial&teacher=N).
    path: 'book',
    id: 'lang-book',
    handle: page('booking:title.book'),
    ErrorBoundary: PageError,
    lazy: () =>
      import('./features/booking/booking-page.tsx').then((m) => ({
        loader: m.bookingLoader,
        Component: m.BookingPage,
      })),
  },
  {
    path: 'checkout',
    id: 'lang-checkout',
    handle: page('booking:title.checkout'),
    ErrorBoundary: PageError,
    lazy: () =>
      import('./features/checkout/checkout-page.tsx').then((m) => ({
        loader: m.checkoutLoader,
        Component: m.CheckoutPage,
      })),
  },
  {
    path: 'top-up',
    id: 'lang-top-up',
    handle: page('booking:title.topUp'),
    ErrorBoundary: PageError,
    lazy: () =>
      import('./features/top-up/top-up-page.tsx').then((m) => ({
        loader: m.topUpLoader,
        Component: m.TopUpPage,
      })),
  },
  // One page for the three gateways' return addresses (SPEC §2), told which gateway it waits for.
  ...RETURN_GATEWAYS.map(
    (gateway): RouteObject => ({
      path: `redirect/${gateway}`,
      id: `lang-redirect-${gateway}`,
      // The page checks the payment as it arrives: the app starts at load (its first state is the loader's).
      handle: page('booking:title.paymentReturn', true),
      ErrorBoundary: PageError,
      lazy: () =>
        import('./features/payment-return/payment-return-page.tsx').then((m) => ({
          loader: m.paymentReturnLoader(gateway),
          element: <m.PaymentReturnPage gateway={gateway} />,
        })),
    }),
  ),
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerBookingStrings;
