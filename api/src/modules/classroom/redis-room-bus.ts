import { randomBytes } from 'node:crypto';
import type { MediaState } from '@hanyu/contract';
import type { PeerRecord, RoomBus, RoomBusOptions, RoomMessage } from './room-bus.ts';

/**
 * Rooms shared by every API process on one Redis: messages on the channel `{prefix}:{room}`, presence in the
 * hash `{prefix}:{room}:peers` (field peer_id), media state in `{prefix}:{room}:state` (field user_id).
 *
 * A process that dies cannot remove its peers, so each presence entry names its process, and each process
 * keeps the key `{prefix}:process:{id}` alive (PROCESS_TTL_MS, refreshed every HEARTBEAT_MS). An entry whose
 * process key is gone is dropped, and the room told, by whoever reads the room next: a join, or the sweep
 * each process makes of its rooms every HEARTBEAT_MS. The room's keys expire on their own some time after it
 * closes, and are deleted when it does.
 */

const PROCESS_TTL_MS = 30_000;
const HEARTBEAT_MS = 10_000;

interface PresenceEntry extends PeerRecord {
  process: string;
}

function parsed<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export async function redisRoomBus(options: Extract<RoomBusOptions, { kind: 'redis' }>): Promise<RoomBus> {
  const { client } = options;
  const prefix = options.keyPrefix ?? 'classroom';
  const onError = options.onError ?? (() => {});
  const processId = randomBytes(8).toString('hex');
  const keys = {
    channel: (room: string) => `${prefix}:${room}`,
    peers: (room: string) => `${prefix}:${room}:peers`,
    state: (room: string) => `${prefix}:${room}:state`,
    process: (id: string) => `${prefix}:process:${id}`,
  };

  const subscribed = new Set<string>();
  let deliver: (room: string, message: RoomMessage) => void = () => {};
  // A connection in subscriber mode takes no other command: the bus subscribes on a duplicate.
  const subscriber = client.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, text: string) => {
    const room = channel.slice(prefix.length + 1);
    const message = parsed<RoomMessage>(text);
    if (channel.startsWith(`${prefix}:`) && subscribed.has(room) && message) deliver(room, message);
  });
  if (subscriber.status === 'wait') await subscriber.connect();

  const beat = () => client.set(keys.process(processId), '1', 'PX', PROCESS_TTL_MS);
  await beat();

  const publish = async (room: string, message: RoomMessage) => {
    await client.publish(keys.channel(room), JSON.stringify(message));
  };

  async function peers(room: string): Promise<PeerRecord[]> {
    const entries = Object.values(await client.hgetall(keys.peers(room))).flatMap(
      (text) => parsed<PresenceEntry>(text) ?? [],
    );
    const processes = [...new Set(entries.map((entry) => entry.process))];
    const found = processes.length > 0 ? await client.mget(processes.map(keys.process)) : [];
    const alive = new Set(processes.filter((_, index) => found[index] !== null));
    const present: PeerRecord[] = [];
    for (const { process, ...peer } of entries) {
      if (alive.has(process)) present.push(peer);
      else if ((await client.hdel(keys.peers(room), peer.peer_id)) === 1)
        await publish(room, {
          kind: 'signal',
          to: null,
          signal: { type: 'peer-left', peer_id: peer.peer_id },
        });
    }
    return present;
  }

  const heartbeat = setInterval(() => {
    beat().catch(onError);
    for (const room of subscribed) peers(room).catch(onError);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const keep = (ms: number) => Math.max(1, Math.round(ms));

  return {
    listen(handler) {
      deliver = handler;
    },
    async subscribe(room) {
      subscribed.add(room);
      await subscriber.subscribe(keys.channel(room));
    },
    async unsubscribe(room) {
      subscribed.delete(room);
      await subscriber.unsubscribe(keys.channel(room));
    },
    publish,
    peers,
    async addPeer(room, peer) {
      const entry: PresenceEntry = { ...peer, process: processId };
      await client
        .multi()
        .hset(keys.peers(room.id), peer.peer_id, JSON.stringify(entry))
        .pexpire(keys.peers(room.id), keep(room.keepMs))
        .exec();
    },
    async removePeer(room, peerId) {
      return (await client.hdel(keys.peers(room), peerId)) === 1;
    },
    async states(room) {
      const states = new Map<number, MediaState>();
      for (const [userId, text] of Object.entries(await client.hgetall(keys.state(room)))) {
        const state = parsed<MediaState>(text);
        if (state) states.set(Number(userId), state);
      }
      return states;
    },
    async setState(room, userId, state) {
      await client
        .multi()
        .hset(keys.state(room.id), String(userId), JSON.stringify(state))
        .pexpire(keys.state(room.id), keep(room.keepMs))
        .exec();
    },
    async clearRoom(room) {
      await client.del(keys.peers(room), keys.state(room));
    },
    async close() {
      clearInterval(heartbeat);
      subscribed.clear();
      await client.del(keys.process(processId)).catch(onError);
      subscriber.disconnect();
    },
  };
}
