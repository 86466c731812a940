import type { RouteHandle } from '@hanyu/ui';
import type { RouteObject } from 'react-router';
import { registerClassroomStrings } from './locales/namespace.ts';

/**
 * A classroom takes the whole viewport, needs the signed-in user, and acts as it arrives (devices, the
 * room's clock), so the app starts at load.
 */
const room = (): RouteHandle => ({
  layout: 'fullscreen',
  needUserInfo: true,
  titleKey: 'classroom:title.room',
  startAtLoad: true,
});

const roomPage = () => import('./features/room/room-page.tsx').then((m) => ({ Component: m.RoomPage }));

/**
 * The URL space mf-classroom owns under /{lang}. The one-on-one room of lesson `record_id` answers at
 * SPEC §2's four paths; pc and mobile only named the old app's layouts, and the page adapts to the screen.
 */
export const routes: RouteObject[] = [
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
];

/** Loads this remote's strings in the current language before its first page renders. */
export const init = registerClassroomStrings;
