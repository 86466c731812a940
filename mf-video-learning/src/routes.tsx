import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { registerVideoStrings } from './locales/namespace.ts';

/**
 * A course's lessons and a lesson's steps are the learner's own progress, loaded in the browser: they need
 * the signed-in user, and the app starts at load (a server-rendered page would otherwise wait on its spinner
 * for the visitor's first intent). They keep the site's header and footer.
 */
const studyPage = (titleKey: string): RouteHandle => ({ needUserInfo: true, titleKey, startAtLoad: true });

const coursePage = () =>
  import('./features/course/course-page.tsx').then((m) => ({ Component: m.CoursePage }));
const lessonPage = () =>
  import('./features/lesson/lesson-page.tsx').then((m) => ({ Component: m.LessonPage }));

/**
 * The URL space mf-video-learning owns under /{lang}: SPEC §2's `learning/video/{item_id}` (the course, its
 * item id the course's), and each of its lessons under it.
 */
export const routes: RouteObject[] = [
  {
    path: 'learning/video/:item_id',
    id: 'lang-learning-video',
    handle: studyPage('video:title.course'),
    lazy: coursePage,
  },
  {
    path: 'learning/video/:item_id/lesson/:lesson_id',
    id: 'lang-learning-video-lesson',
    handle: studyPage('video:title.lesson'),
    lazy: lessonPage,
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerVideoStrings;
