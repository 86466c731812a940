import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { billsLoader } from './features/bills/bills-loader.ts';
import { bookingsLoader } from './features/bookings/bookings-loader.ts';
import { coursesLoader } from './features/courses/courses-loader.ts';
import { favouritesLoader } from './features/favourites/favourites-loader.ts';
import { linkedLoader } from './features/linked/linked-loader.ts';
import { materialsLoader } from './features/materials/materials-loader.ts';
import { mentorLoader } from './features/mentor/mentor-loader.ts';
import { myPageLoader } from './features/my-page/my-page-loader.ts';
import { notificationsLoader } from './features/notifications/notifications-loader.ts';
import { ordersLoader } from './features/orders/orders-loader.ts';
import { orgInvitationLoader } from './features/org/org-invitation-loader.ts';
import { orgLoader } from './features/org/org-loader.ts';
import { profileLoader } from './features/profile/profile-loader.ts';
import { promoteLoader } from './features/promote/promote-loader.ts';
import { reviewsLoader } from './features/reviews/reviews-loader.ts';
import { settingsLoader } from './features/settings/settings-loader.ts';
import { spreadLoader } from './features/spread/spread-loader.ts';
import { teachersLoader } from './features/teachers/teachers-loader.ts';
import { USER_AREA_ROUTE_ID, UserArea, UserAreaError } from './features/user-area/user-area.tsx';
import { shouldRevalidateUserArea, userAreaLoader } from './features/user-area/user-area-loader.ts';
import { registerUserCenterStrings } from './locales/namespace.ts';

const handle = (value: RouteHandle) => value;

/**
 * The URL space mf-user-center owns under /{lang}: the user area (SPEC §2), one parent route in the user
 * layout whose component is the user menu beside the page, and its pages. The shell loads this entry only
 * when a URL under `user` is visited, so the area's frame (menu, balance, list states) comes with it; each
 * page is its own chunk. Each loader awaits its calls (started while the page's chunk downloads) and returns
 * plain data, so the server renders every page whole. A call that fails, or a page that throws, is the
 * area's error boundary (UserAreaError): the menu stays, the page's place offers a retry.
 */
export const routes: RouteObject[] = [
  {
    path: 'user',
    id: USER_AREA_ROUTE_ID,
    handle: handle({ layout: 'user', needUserInfo: true, titleKey: 'userCenter:title.userArea' }),
    loader: userAreaLoader,
    shouldRevalidate: shouldRevalidateUserArea,
    Component: UserArea,
    ErrorBoundary: UserAreaError,
    children: [
      {
        index: true,
        id: 'lang-user-index',
        handle: handle({ tab: 'home', titleKey: 'userCenter:title.myPage' }),
        loader: myPageLoader,
        lazy: () => import('./features/my-page/my-page.tsx').then((m) => ({ Component: m.MyPage })),
      },
      {
        path: 'order',
        id: 'lang-user-order',
        handle: handle({ tab: 'order', titleKey: 'userCenter:title.orders' }),
        loader: ordersLoader,
        lazy: () => import('./features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: 'date',
        id: 'lang-user-date',
        handle: handle({ tab: 'date', titleKey: 'userCenter:title.bookings' }),
        loader: bookingsLoader,
        lazy: () =>
          import('./features/bookings/bookings-page.tsx').then((m) => ({ Component: m.BookingsPage })),
      },
      {
        path: 'teacher',
        id: 'lang-user-teacher',
        handle: handle({ tab: 'teacher', titleKey: 'userCenter:title.teachers' }),
        loader: teachersLoader,
        lazy: () =>
          import('./features/teachers/teachers-page.tsx').then((m) => ({ Component: m.TeachersPage })),
      },
      {
        path: 'favourites',
        id: 'lang-user-favourites',
        handle: handle({ tab: 'favourites', titleKey: 'userCenter:favourites.heading' }),
        loader: favouritesLoader,
        lazy: () =>
          import('./features/favourites/favourites-page.tsx').then((m) => ({ Component: m.FavouritesPage })),
      },
      {
        path: 'reviews',
        id: 'lang-user-reviews',
        handle: handle({ tab: 'reviews', titleKey: 'userCenter:reviews.heading' }),
        loader: reviewsLoader,
        lazy: () => import('./features/reviews/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })),
      },
      {
        path: 'bill',
        id: 'lang-user-bill',
        handle: handle({ tab: 'bill', titleKey: 'userCenter:title.bills' }),
        loader: billsLoader,
        lazy: () => import('./features/bills/bills-page.tsx').then((m) => ({ Component: m.BillsPage })),
      },
      {
        path: 'info',
        id: 'lang-user-info',
        handle: handle({ tab: 'info', titleKey: 'userCenter:title.info' }),
        loader: profileLoader,
        lazy: () => import('./features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'notifications',
        id: 'lang-user-notifications',
        handle: handle({ tab: 'notifications', titleKey: 'userCenter:notifications.title' }),
        loader: notificationsLoader,
        lazy: () =>
          import('./features/notifications/notifications-page.tsx').then((m) => ({
            Component: m.NotificationsPage,
          })),
      },
      {
        path: 'setting',
        id: 'lang-user-setting',
        handle: handle({ tab: 'setting', titleKey: 'userCenter:title.setting' }),
        loader: settingsLoader,
        lazy: () =>
          import('./features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'org',
        id: 'lang-user-org',
        handle: handle({ tab: 'org', titleKey: 'userCenter:title.org' }),
        loader: orgLoader,
        lazy: () => import('./features/org/org-page.tsx').then((m) => ({ Component: m.OrgPage })),
      },
      {
        path: 'org-invitation',
        id: 'lang-user-org-invitation',
        handle: handle({ tab: 'org', titleKey: 'userCenter:title.orgInvitation' }),
        loader: orgInvitationLoader,
        lazy: () =>
          import('./features/org/org-invitation-page.tsx').then((m) => ({ Component: m.OrgInvitationPage })),
      },
      {
        path: 'linked',
        id: 'lang-user-linked',
        handle: handle({ tab: 'linked', titleKey: 'userCenter:title.linked' }),
        loader: linkedLoader,
        lazy: () => import('./features/linked/linked-page.tsx').then((m) => ({ Component: m.LinkedPage })),
      },
      {
        path: 'promote',
        id: 'lang-user-promote',
        handle: handle({ tab: 'promote', titleKey: 'userCenter:title.promote' }),
        loader: promoteLoader,
        lazy: () => import('./features/promote/promote-page.tsx').then((m) => ({ Component: m.PromotePage })),
      },
      {
        path: 'spread',
        id: 'lang-user-spread',
        handle: handle({ tab: 'spread', titleKey: 'userCenter:title.spread' }),
        loader: spreadLoader,
        lazy: () => import('./features/spread/spread-page.tsx').then((m) => ({ Component: m.SpreadPage })),
      },
      {
        path: 'course',
        id: 'lang-user-course',
        handle: handle({ tab: 'course', titleKey: 'userCenter:title.courses' }),
        loader: coursesLoader,
        lazy: () => import('./features/courses/courses-page.tsx').then((m) => ({ Component: m.CoursesPage })),
      },
      {
        path: 'delivery',
        id: 'lang-user-delivery',
        handle: handle({ tab: 'delivery', titleKey: 'userCenter:title.delivery' }),
        loader: materialsLoader,
        lazy: () =>
          import('./features/materials/materials-page.tsx').then((m) => ({ Component: m.MaterialsPage })),
      },
      {
        path: 'mentor',
        id: 'lang-user-mentor',
        handle: handle({ tab: 'mentor', titleKey: 'userCenter:title.mentor' }),
        loader: mentorLoader,
        lazy: () => import('./features/mentor/mentor-page.tsx').then((m) => ({ Component: m.MentorPage })),
      },
    ],
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerUserCenterStrings;
