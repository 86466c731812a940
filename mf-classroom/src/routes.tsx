import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { imRoomLoader } from './features/chat/im-room-loader.ts';
import { coursewareLoader } from './features/courseware/courseware-loader.ts';
import { groupRoomLoader, lessonRoomLoader, moduleLiveLoader } from './features/entry/classroom-loader.ts';
import { groupSessionsLoader } from './features/group/group-sessions-loader.ts';
import { liveLessonsLoader } from './features/live/live-lessons-loader.ts';
import {
  ChatError,
  CoursewareError,
  GroupSessionsError,
  LiveLessonsError,
  RoomError,
} from './features/page-frame/page-error.tsx';
import { registerClassroomStrings } from './locales/namespace.ts';

/**
 * Every page's first data comes from its route's loader, so the server renders it whole (docs/server-render.md).
 * A session list (learning/live/{item_id}, learning/group/{item_id}) is a page of the site, in its layout
 * (header and footer); a course's courseware takes the whole viewport (a slide wants all of a phone's). They
 * need the signed-in user and start the app on the visitor's first intent.
 */
const sitePage = (titleKey: string): RouteHandle => ({ layout: 'default', needUserInfo: true, titleKey });
const fullscreenPage = (titleKey: string): RouteHandle => ({ ...sitePage(titleKey), layout: 'fullscreen' });

/**
 * A classroom: a page of the site while its devices are checked or it is not open, the whole viewport once in
 * the room (TakeViewport). learning/live/one/{record_id}, the way in from the bookings, starts the app on
 * intent like any page: its device check is in the server's page and asks for the devices once the app runs
 * ("Enter" pressed before that enters as soon as they are there). The rooms' other paths act as they arrive
 * (the devices, the room's clock, a viewer joining at once): the app starts at load.
 */
const entryPage = (): RouteHandle => sitePage('classroom:title.room');
const room = (): RouteHandle => ({ ...entryPage(), startAtLoad: true });

const coursewarePage = () =>
  import('./features/courseware/courseware-page.tsx').then((m) => ({ Component: m.CoursewarePage }));
const classroomPage = () =>
  import('./features/room/room-page.tsx').then((m) => ({ Component: m.ClassroomPage }));
const liveLessonsPage = () =>
  import('./features/live/live-lessons-page.tsx').then((m) => ({ Component: m.LiveLessonsPage }));
const imRoomPage = () =>
  import('./features/chat/im-room-page.tsx').then((m) => ({ Component: m.ImRoomPage }));
const groupSessionsPage = () =>
  import('./features/group/group-sessions-page.tsx').then((m) => ({ Component: m.GroupSessionsPage }));

/**
 * A room joins with the entry its loader read, and joins again with a new one: it is read again when the page
 * asks (a retry, the opening time, entering again) or on a navigation, never because a form posted elsewhere.
 */
const roomShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

/** A room's route: its loader, the classroom page, and its not-found response as "not yours". */
const roomRoute = (
  path: string,
  id: string,
  loader: RouteObject['loader'],
  handle: RouteHandle = room(),
): RouteObject => ({
  path,
  id,
  handle,
  loader,
  shouldRevalidate: roomShouldRevalidate,
  ErrorBoundary: RoomError,
  lazy: classroomPage,
});

/**
 * The URL space mf-classroom owns under /{lang}. The one-on-one room of lesson `record_id` answers at
 * SPEC §2's four paths; pc and mobile only named the old app's layouts, and the page adapts to the screen.
 */
export const routes: RouteObject[] = [
  {
    path: 'learning/live/:item_id',
    id: 'lang-learning-live',
    handle: sitePage('classroom:live.title'),
    loader: liveLessonsLoader,
    ErrorBoundary: LiveLessonsError,
    lazy: liveLessonsPage,
  },
  roomRoute('learning/live/one/:record_id', 'lang-learning-live-one', lessonRoomLoader, entryPage()),
  roomRoute('learning/live/room/pc/:record_id', 'lang-learning-live-room-pc', lessonRoomLoader),
  roomRoute('learning/live/room/mobile/:record_id', 'lang-learning-live-room-mobile', lessonRoomLoader),
  roomRoute('learning/live/roomv2/:record_id', 'lang-learning-live-roomv2', lessonRoomLoader),
  {
    path: 'learning/group/:item_id',
    id: 'lang-learning-group',
    handle: sitePage('classroom:group.title'),
    loader: groupSessionsLoader,
    ErrorBoundary: GroupSessionsError,
    lazy: groupSessionsPage,
  },
  roomRoute('learning/group/room/pc/:sku_id', 'lang-learning-group-room-pc', groupRoomLoader),
  roomRoute('learning/group/room/mobile/:record_id', 'lang-learning-group-room-mobile', groupRoomLoader),
  {
    path: 'module/im/room',
    id: 'lang-module-im-room',
    handle: { needUserInfo: true, titleKey: 'classroom:chat.title' },
    loader: imRoomLoader,
    ErrorBoundary: ChatError,
    lazy: imRoomPage,
  },
  roomRoute('module/live/:room_id', 'lang-module-live', moduleLiveLoader),
  roomRoute('module/live/pc/:room_id', 'lang-module-live-pc', moduleLiveLoader),
  roomRoute('module/live/mobile/:room_id', 'lang-module-live-mobile', moduleLiveLoader),
  {
    path: 'learning/courseware/:item_id',
    id: 'lang-learning-courseware',
    handle: fullscreenPage('classroom:courseware.title'),
    loader: coursewareLoader,
    ErrorBoundary: CoursewareError,
    lazy: coursewarePage,
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerClassroomStrings;
