/**
 * The classroom module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { classroomHandlers, classroomSignalOperations, registerSignalRoute } from './classroom.routes.ts';
export type { ClassroomSettings } from './classroom.service.ts';
export type { GroupRoomSettings } from './group-rooms.routes.ts';
export { groupRoomHandlers, groupRoomOperations, registerReplayFileRoutes } from './group-rooms.routes.ts';
export type { RoomProviders } from './room-providers.ts';
export { NATIVE_ROOM_PROVIDERS, readRoomProviders } from './room-providers.ts';
export { randomRoomSecret } from './room-token.ts';
export type { RelayLimits } from './signal-rooms.ts';
