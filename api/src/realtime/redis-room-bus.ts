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

/**
 * KEYS[1] the room's peers hash; ARGV: peer_id, entry JSON, limit, user_id, keep ms, process key prefix.
 * Counts the viewers (role 2) of live processes other than this user and adds the entry below the limit,
 * all in one step of Redis: two processes admitting the last place cannot both win.
 */
const ADD_VIEWER_SCRIPT = `
local viewers = 0
for _, text in ipairs(redis.call('HVALS', KEYS[1])) do
  local ok, entry = pcall(cjson.decode, text)
  if ok and entry.role == 2 and tostring(entry.user_id) ~= ARGV[4]
    and redis.call('EXISTS', ARGV[6] .. entry.process) == 1 then
    viewers = viewers + 1
  end
end
if viewers >= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;
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

export async function redisRoomBus<M = RoomMessage>(
  options: Extract<RoomBusOptions, { kind: 'redis' }>,
): Promise<RoomBus<M>> {
  const { client } = options;
  const prefix = options.keyPrefix ?? 'classroom';
  const onError = options.onError ?? (() => {});
  const processId = randomBytes(8).toString('hex');
  const keys = {
    channel: (room: string) => `${prefix}:${room}`,
    peers: (room: string) => `${prefix}:${room}:peers`,
    state: (room: string) => `${prefix}:${room}:state`,
    /** The room's own values (the courseware page), field by field. */
    room: (room: string) => `${prefix}:${room}:room`,
    process: (id: string) => `${prefix}:process:${id}`,
  };

  const subscribed = new Set<string>();
  let deliver: (room: string, message: M) => void = () => {};
  // A connection in subscriber mode takes no other command: the bus subscribes on a duplicate. Its
  // subscriptions wait while Redis is away (offline queue, no retry limit) and are renewed on each
  // reconnection, so a bus opened without Redis works once Redis comes.
  const subscriber = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  // Told once per outage: it retries every few seconds until Redis is back. `failed` settles at the first
  // failure of a connection (at once while Redis is away), and is made anew each time it is ready.
  let subscriberDown = false;
  let fail = () => {};
  let failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  subscriber.on('error', (error) => {
    if (!subscriberDown) onError(error);
    subscriberDown = true;
    fail();
  });
  subscriber.on('ready', () => {
    subscriberDown = false;
    failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
  });
  subscriber.on('message', (channel: string, text: string) => {
    const room = channel.slice(prefix.length + 1);
    const message = parsed<M>(text);
    if (channel.startsWith(`${prefix}:`) && subscribed.has(room) && message) deliver(room, message);
  });
  if (subscriber.status === 'wait') subscriber.connect().catch(onError);

  const beat = () => client.set(keys.process(processId), '1', 'PX', PROCESS_TTL_MS);
  // Written now if Redis answers, and again each time it comes back (the key may have expired meanwhile).
  const onReady = () => void beat().catch(onError);
  client.on('ready', onReady);
  if (client.status === 'ready') await beat();

  const publish = async (room: string, message: M | RoomMessage) => {
    await client.publish(keys.channel(room), JSON.stringify(message));
  };

  async function peers(room: string): Promise<PeerRecord[]> {
    const entries = Object.values(await client.hgetall(keys.peers(room))).flatMap(
      (text) => parsed<PresenceEntry>(text) ?? [],
    );
    const processes = [...new Set(entries.map((entry) => entry.process))];
    const found = processes.length > 0 ? await client.mget(processes.map(keys.process)) : [];
    // This process is alive whether or not its key is written yet (Redis just came back).
    const alive = new Set(processes.filter((id, index) => id === processId || found[index] !== null));
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
      const done = subscriber.subscribe(keys.channel(room));
      done.catch(onError);
      // Made before this answers, as long as Redis can be reached; while it is away the subscription is
      // queued until it is back, and waiting for that would hold whoever subscribes (the chat at start).
      await Promise.race([
        done.then(
          () => {},
          () => {},
        ),
        failed,
      ]);
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
    async addViewer(room, peer, limit) {
      const entry: PresenceEntry = { ...peer, process: processId };
      const added = await client.eval(
        ADD_VIEWER_SCRIPT,
        1,
        keys.peers(room.id),
        peer.peer_id,
        JSON.stringify(entry),
        limit,
        peer.user_id,
        keep(room.keepMs),
        keys.process(''),
      );
      return added === 1;
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
    async page(room) {
      const page = Number(await client.hget(keys.room(room), 'page'));
      return Number.isInteger(page) && page > 0 ? page : undefined;
    },
    async setPage(room, page) {
      await client
        .multi()
        .hset(keys.room(room.id), 'page', String(page))
        .pexpire(keys.room(room.id), keep(room.keepMs))
        .exec();
    },
    async clearRoom(room) {
      await client.del(keys.peers(room), keys.state(room), keys.room(room));
    },
    async close() {
      clearInterval(heartbeat);
      client.off('ready', onReady);
      subscribed.clear();
      await client.del(keys.process(processId)).catch(onError);
      subscriber.disconnect();
    },
  };
}
