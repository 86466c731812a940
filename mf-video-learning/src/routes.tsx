import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { courseLoader } from './features/course/course-loader.ts';
import { lessonLoader } from './features/lesson/lesson-loader.ts';
import { PageError } from './features/page-frame/page-error.tsx';
import { registerVideoStrings } from './locales/namespace.ts';

/**
 * A course's lessons and a lesson's steps are the learner's own progress: they need the signed-in user, and
 * keep the site's header and footer. Their loaders give the server the whole page; the course page's app
 * starts on the visitor's first intent. The lesson page's starts at load: its player must report the first
 * play as it happens (the server's clock starts there, docs/server-render.md rule 5).
 */
const handle = (value: RouteHandle) => value;

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
    handle: handle({ needUserInfo: true, titleKey: 'video:title.course' }),
    loader: courseLoader,
    ErrorBoundary: PageError,
    lazy: coursePage,
  },
  {
    path: 'learning/video/:item_id/lesson/:lesson_id',
    id: 'lang-learning-video-lesson',
    handle: handle({ needUserInfo: true, titleKey: 'video:title.lesson', startAtLoad: true }),
    loader: lessonLoader,
    ErrorBoundary: PageError,
    lazy: lessonPage,
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerVideoStrings;
