/**
 * The top-ups module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export type { NotifySenderLimits } from './notify-senders.ts';
export { registerNotifyRoutes, topUpHandlers } from './top-ups.routes.ts';
export { requeryPendingTopUps } from './top-ups.service.ts';
