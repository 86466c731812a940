import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { AssistError } from './features/assistant-booking/assist-error.tsx';
import { assistLoader } from './features/assistant-booking/assist-loader.ts';
import { availabilityLoader } from './features/availability/availability-loader.ts';
import { handoverLoader } from './features/handover/handover-loader.ts';
import { learnerLoader } from './features/learner-records/learner-loader.ts';
import {
  AvailabilityError,
  CentreError,
  HandoverError,
  LevelError,
  PayoutsError,
  RecordsError,
  ReviewsError,
} from './features/page-frame/page-error.tsx';
import { payoutsLoader } from './features/payouts/payouts-loader.ts';
import { reviewsLoader } from './features/reviews/reviews-loader.ts';
import { teachingCentreLoader } from './features/teaching-centre/teaching-centre-loader.ts';
import { registerTeacherStrings } from './locales/namespace.ts';

/**
 * The teaching centre (SPEC §2, §6): teachers only, signed in with their profile loaded, in the default
 * layout. Each page's data comes from its route's loader, so the server renders the page with it and the app
 * starts on the visitor's intent; a mutation loads the page's data again.
 */
const page = (titleKey: `teacher:title.${string}`): RouteHandle => ({
  layout: 'default',
  needUserInfo: true,
  titleKey,
});

/** The URL space mf-teacher owns under /{lang}; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'teach',
    id: 'lang-teach',
    handle: page('teacher:title.centre'),
    loader: teachingCentreLoader,
    ErrorBoundary: CentreError,
    lazy: () =>
      import('./features/teaching-centre/teaching-centre-page.tsx').then((m) => ({
        Component: m.TeachingCentrePage,
      })),
  },
  {
    path: 'teach/payouts',
    id: 'lang-teach-payouts',
    handle: page('teacher:title.payouts'),
    loader: payoutsLoader,
    ErrorBoundary: PayoutsError,
    lazy: () => import('./features/payouts/payouts-page.tsx').then((m) => ({ Component: m.PayoutsPage })),
  },
  {
    path: 'teach/reviews',
    id: 'lang-teach-reviews',
    handle: { layout: 'default', needUserInfo: true, titleKey: 'teacher:reviews.title' },
    loader: reviewsLoader,
    ErrorBoundary: ReviewsError,
    lazy: () => import('./features/reviews/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })),
  },
  {
    // An assistant teacher's booking for a learner (SPEC §6): assistants only, whom the API tells apart.
    path: 'teach/assist',
    id: 'lang-teach-assist',
    handle: page('teacher:title.assist'),
    loader: assistLoader,
    ErrorBoundary: AssistError,
    lazy: () =>
      import('./features/assistant-booking/assist-page.tsx').then((m) => ({ Component: m.AssistPage })),
  },
  {
    // SPEC §2's "timetable settings" of the user menu: for a teacher, the weekly availability.
    path: 'user/timetable',
    id: 'lang-user-timetable',
    handle: page('teacher:title.availability'),
    loader: availabilityLoader,
    ErrorBoundary: AvailabilityError,
    lazy: () =>
      import('./features/availability/availability-page.tsx').then((m) => ({
        Component: m.AvailabilityPage,
      })),
  },
  {
    // A lesson the caller teaches: the learner's earlier teachers' notes, and this lesson's own.
    path: 'module/teacher/handover/:record_id',
    id: 'lang-module-teacher-handover',
    handle: page('teacher:title.handover'),
    loader: handoverLoader,
    ErrorBoundary: HandoverError,
    lazy: () =>
      import('./features/handover/handover-page.tsx').then((m) => ({
        Component: m.HandoverPage,
      })),
  },
  {
    path: 'module/user/records/:user_id',
    id: 'lang-module-user-records',
    handle: page('teacher:title.records'),
    loader: learnerLoader,
    ErrorBoundary: RecordsError,
    lazy: () =>
      import('./features/learner-records/learner-records-page.tsx').then((m) => ({
        Component: m.LearnerRecordsPage,
      })),
  },
  {
    path: 'module/user/level/:user_id',
    id: 'lang-module-user-level',
    handle: page('teacher:title.level'),
    loader: learnerLoader,
    ErrorBoundary: LevelError,
    lazy: () =>
      import('./features/learner-records/learner-level-page.tsx').then((m) => ({
        Component: m.LearnerLevelPage,
      })),
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerTeacherStrings;
