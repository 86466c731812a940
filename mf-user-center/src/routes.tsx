import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { billsLoader } from './features/bills/bills-loader.ts';
import { bookingsLoader } from './features/bookings/bookings-loader.ts';
import { coursesLoader } from './features/courses/courses-loader.ts';
import { linkedLoader } from './features/linked/linked-loader.ts';
import { materialsLoader } from './features/materials/materials-loader.ts';
import { mentorLoader } from './features/mentor/mentor-loader.ts';
import { myPageLoader } from './features/my-page/my-page-loader.ts';
import { ordersLoader } from './features/orders/orders-loader.ts';
import { orgLoader } from './features/org/org-loader.ts';
import { PageError } from './features/page-frame/states.tsx';
import { profileLoader } from './features/profile/profile-loader.ts';
import { promoteLoader } from './features/promote/promote-loader.ts';
import { settingsLoader } from './features/settings/settings-loader.ts';
import { spreadLoader } from './features/spread/spread-loader.ts';
import { teachersLoader } from './features/teachers/teachers-loader.ts';
import { UserArea } from './features/user-area/user-area.tsx';
import { shouldRevalidateUserArea, userAreaLoader } from './features/user-area/user-area-loader.ts';
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
      {
        path: 'info',
        id: 'lang-user-info',
        handle: handle({ tab: 'info', titleKey: 'userCenter:title.info' }),
        loader: profileLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'setting',
        id: 'lang-user-setting',
        handle: handle({ tab: 'setting', titleKey: 'userCenter:title.setting' }),
        loader: settingsLoader,
        ErrorBoundary: PageError,
        lazy: () =>
          import('./features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'org',
        id: 'lang-user-org',
        handle: handle({ tab: 'org', titleKey: 'userCenter:title.org' }),
        loader: orgLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/org/org-page.tsx').then((m) => ({ Component: m.OrgPage })),
      },
      {
        path: 'linked',
        id: 'lang-user-linked',
        handle: handle({ tab: 'linked', titleKey: 'userCenter:title.linked' }),
        loader: linkedLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/linked/linked-page.tsx').then((m) => ({ Component: m.LinkedPage })),
      },
      {
        path: 'promote',
        id: 'lang-user-promote',
        // The charts are drawn in the browser: the app starts at load, not on the visitor's first intent.
        handle: handle({ tab: 'promote', titleKey: 'userCenter:title.promote', startAtLoad: true }),
        loader: promoteLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/promote/promote-page.tsx').then((m) => ({ Component: m.PromotePage })),
      },
      {
        path: 'spread',
        id: 'lang-user-spread',
        handle: handle({ tab: 'spread', titleKey: 'userCenter:title.spread' }),
        loader: spreadLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/spread/spread-page.tsx').then((m) => ({ Component: m.SpreadPage })),
      },
      {
        path: 'course',
        id: 'lang-user-course',
        handle: handle({ tab: 'course', titleKey: 'userCenter:title.courses' }),
        loader: coursesLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/courses/courses-page.tsx').then((m) => ({ Component: m.CoursesPage })),
      },
      {
        path: 'delivery',
        id: 'lang-user-delivery',
        handle: handle({ tab: 'delivery', titleKey: 'userCenter:title.delivery' }),
        loader: materialsLoader,
        ErrorBoundary: PageError,
        lazy: () =>
          import('./features/materials/materials-page.tsx').then((m) => ({ Component: m.MaterialsPage })),
      },
      {
        path: 'mentor',
        id: 'lang-user-mentor',
        handle: handle({ tab: 'mentor', titleKey: 'userCenter:title.mentor' }),
        loader: mentorLoader,
        ErrorBoundary: PageError,
        lazy: () => import('./features/mentor/mentor-page.tsx').then((m) => ({ Component: m.MentorPage })),
      },
    ],
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerUserCenterStrings;
