import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { registerClassroomStrings } from './locales/namespace.ts';

/**
 * A session list (learning/live/{item_id}, learning/group/{item_id}) is a page of the site, in its layout
 * (header and footer); a course's courseware takes the whole viewport (a slide wants all of a phone's). Both need
 * the signed-in user and load what they show in the browser, so the app starts at load: a server-rendered page
 * would otherwise wait on its spinner for the visitor's first intent.
 */
const sitePage = (titleKey: string): RouteHandle => ({
  layout: 'default',
  needUserInfo: true,
  titleKey,
  startAtLoad: true,
});
const fullscreenPage = (titleKey: string): RouteHandle => ({ ...sitePage(titleKey), layout: 'fullscreen' });

/**
 * A classroom: a page of the site while its devices are checked or it is not open, the whole viewport once in
 * the room (TakeViewport). It needs the signed-in user and acts as it arrives (devices, the room's clock), so
 * the app starts at load.
 */
const room = (): RouteHandle => ({
  layout: 'default',
  needUserInfo: true,
  titleKey: 'classroom:title.room',
  startAtLoad: true,
});

const coursewarePage = () =>
  import('./features/courseware/courseware-page.tsx').then((m) => ({ Component: m.CoursewarePage }));
const roomPage = () => import('./features/room/room-page.tsx').then((m) => ({ Component: m.RoomPage }));
const groupRoomPage = () =>
  import('./features/group/group-room-page.tsx').then((m) => ({ Component: m.GroupRoomPage }));
const moduleLivePage = () =>
  import('./features/group/group-room-page.tsx').then((m) => ({ Component: m.ModuleLivePage }));
const liveLessonsPage = () =>
  import('./features/live/live-lessons-page.tsx').then((m) => ({ Component: m.LiveLessonsPage }));
const imRoomPage = () =>
  import('./features/chat/im-room-page.tsx').then((m) => ({ Component: m.ImRoomPage }));
const groupSessionsPage = () =>
  import('./features/group/group-sessions-page.tsx').then((m) => ({ Component: m.GroupSessionsPage }));

/**
 * The URL space mf-classroom owns under /{lang}. The one-on-one room of lesson `record_id` answers at
 * SPEC §2's four paths; pc and mobile only named the old app's layouts, and the page adapts to the screen.
 */
export const routes: RouteObject[] = [
  {
    path: 'learning/live/:item_id',
    id: 'lang-learning-live',
    handle: sitePage('classroom:live.title'),
    lazy: liveLessonsPage,
  },
  { path: 'learning/live/one/:record_id', id: 'lang-learning-live-one', handle: room(), lazy: roomPage },
  {
    path: 'learning/live/room/pc/:record_id',
    id: 'lang-learning-live-room-pc',
    handle: room(),
    lazy: roomPage,
  },
  {
    path: 'learning/live/room/mobile/:record_id',
    id: 'lang-learning-live-room-mobile',
    handle: room(),
    lazy: roomPage,
  },
  {
    path: 'learning/live/roomv2/:record_id',
    id: 'lang-learning-live-roomv2',
    handle: room(),
    lazy: roomPage,
  },
  {
    path: 'learning/group/:item_id',
    id: 'lang-learning-group',
    handle: sitePage('classroom:group.title'),
    lazy: groupSessionsPage,
  },
  {
    path: 'learning/group/room/pc/:sku_id',
    id: 'lang-learning-group-room-pc',
    handle: room(),
    lazy: groupRoomPage,
  },
  {
    path: 'learning/group/room/mobile/:record_id',
    id: 'lang-learning-group-room-mobile',
    handle: room(),
    lazy: groupRoomPage,
  },
  {
    path: 'module/im/room',
    id: 'lang-module-im-room',
    // Its conversations load in the browser: the app starts at load, as on the session lists.
    handle: { needUserInfo: true, titleKey: 'classroom:chat.title', startAtLoad: true },
    lazy: imRoomPage,
  },
  { path: 'module/live/:room_id', id: 'lang-module-live', handle: room(), lazy: moduleLivePage },
  { path: 'module/live/pc/:room_id', id: 'lang-module-live-pc', handle: room(), lazy: moduleLivePage },
  {
    path: 'module/live/mobile/:room_id',
    id: 'lang-module-live-mobile',
    handle: room(),
    lazy: moduleLivePage,
  },
  {
    path: 'learning/courseware/:item_id',
    id: 'lang-learning-courseware',
    handle: fullscreenPage('classroom:courseware.title'),
    lazy: coursewarePage,
  },
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerClassroomStrings;
