import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { billsLoader } from './features/bills/bills-loader.ts';
import { bookingsLoader } from './features/bookings/bookings-loader.ts';
import { myPageLoader } from './features/my-page/my-page-loader.ts';
import { ordersLoader } from './features/orders/orders-loader.ts';
import { PageError } from './features/page-frame/states.tsx';
import { teachersLoader } from './features/teachers/teachers-loader.ts';
import { UserArea } from './features/user-area/user-area.tsx';
import { shouldRevalidateUserArea, userAreaLoader } from './features/user-area/user-area-loader.ts';
// @issue14-account-imports
// @issue14-linked-imports
// @issue14-promote-imports
// @issue14-mentor-imports
import { registerUserCenterStrings } from './locales/namespace.ts';

const handle = (value: RouteHandle) => value;

/**
 * The URL space mf-user-center owns under /{lang}: the user area (SPEC §2), one parent route in the user
 * layout whose component is the user menu beside the page, and its pages. The shell loads this entry only
 * when a URL under `user` is visited, so the area's frame (menu, balance, list states) comes with it; each
 * page is its own chunk. The loaders start their calls while a page's chunk downloads and return their
 * promises unawaited, so the menu and the page's frame paint at once. A page that fails to render shows
 * its error inside the area (PageError), the menu still there.
 */
export const routes: RouteObject[] = [
  {
    path: 'user',
    id: 'lang-user',
    handle: handle({ layout: 'user', needUserInfo: true, titleKey: 'userCenter:title.userArea' }),
    loader: userAreaLoader,
    shouldRevalidate: shouldRevalidateUserArea,
    Component: UserArea,
    children: [
      {
        index: true,
        id: 'lang-user-index',
        handle: handle({ tab: 'home', titleKey: 'userCenter:title.myPage' }),
        loader: myPageLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/my-page/my-page.tsx').then((m) => ({ Component: m.MyPage })),
      },
      {
        path: 'order',
        id: 'lang-user-order',
        handle: handle({ tab: 'order', titleKey: 'userCenter:title.orders' }),
        loader: ordersLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: 'date',
        id: 'lang-user-date',
        handle: handle({ tab: 'date', titleKey: 'userCenter:title.bookings' }),
        loader: bookingsLoader,
        ErrorBoundary: PageError,
        lazy: () =>
          import('./features/bookings/bookings-page.tsx').then((m) => ({ Component: m.BookingsPage })),
      },
      {
        path: 'teacher',
        id: 'lang-user-teacher',
        handle: handle({ tab: 'teacher', titleKey: 'userCenter:title.teachers' }),
        loader: teachersLoader,
        ErrorBoundary: PageError,
        lazy: () =>
          import('./features/teachers/teachers-page.tsx').then((m) => ({ Component: m.TeachersPage })),
      },
      {
        path: 'bill',
        id: 'lang-user-bill',
        handle: handle({ tab: 'bill', titleKey: 'userCenter:title.bills' }),
        loader: billsLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/bills/bills-page.tsx').then((m) => ({ Component: m.BillsPage })),
      },
      // @issue14-account
      // @issue14-linked
      // @issue14-promote
      // @issue14-mentor
    ],
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerUserCenterStrings;
