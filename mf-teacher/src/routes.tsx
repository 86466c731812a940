import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { registerTeacherStrings } from './locales/namespace.ts';

/**
 * The teaching centre (SPEC §2, §6): teachers only, signed in with their profile loaded, in the default
 * layout. Their data is the teacher's own and changes as lessons are booked, so the app starts at load.
 */
const page = (titleKey: `teacher:title.${string}`): RouteHandle => ({
  layout: 'default',
  needUserInfo: true,
  titleKey,
  startAtLoad: true,
});

/** The URL space mf-teacher owns under /{lang}; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'teach',
    id: 'lang-teach',
    handle: page('teacher:title.centre'),
    lazy: () =>
      import('./features/teaching-centre/teaching-centre-page.tsx').then((m) => ({
        Component: m.TeachingCentrePage,
      })),
  },
  {
    // SPEC §2's "timetable settings" of the user menu: for a teacher, the weekly availability.
    path: 'user/timetable',
    id: 'lang-user-timetable',
    handle: page('teacher:title.availability'),
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
    lazy: () =>
      import('./features/handover/handover-page.tsx').then((m) => ({
        Component: m.HandoverPage,
      })),
  },
  {
    path: 'module/user/records/:user_id',
    id: 'lang-module-user-records',
    handle: page('teacher:title.records'),
    lazy: () =>
      import('./features/learner-records/learner-records-page.tsx').then((m) => ({
        Component: m.LearnerRecordsPage,
      })),
  },
  {
    path: 'module/user/level/:user_id',
    id: 'lang-module-user-level',
    handle: page('teacher:title.level'),
    lazy: () =>
      import('./features/learner-records/learner-level-page.tsx').then((m) => ({
        Component: m.LearnerLevelPage,
      })),
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerTeacherStrings;
