import { redisRoomBus } from './redis-room-bus.ts';
import { memoryRoomBus, type RoomBus, type RoomBusOptions, type RoomMessage } from './room-bus.ts';

/** The room bus the options ask for: this process's memory, or Redis shared by every process on it. */
export function openRoomBus<M = RoomMessage>(options: RoomBusOptions): Promise<RoomBus<M>> {
  return options.kind === 'redis' ? redisRoomBus<M>(options) : Promise.resolve(memoryRoomBus<M>());
}
