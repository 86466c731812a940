import fastifyWebsocket from '@fastify/websocket';
import { CLASSROOM_SIGNAL_PATH } from '@hanyu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { WebSocket } from 'ws';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { notFound } from '../../http/errors.ts';
import { openRoomBus } from '../../realtime/open-room-bus.ts';
import type { RoomBusOptions } from '../../realtime/room-bus.ts';
import type { ExtraOperation } from '../docs/index.ts';
import { insertAttendance, markAttendanceLeft } from './classroom.repository.ts';
import { admitToRoom, type ClassroomSettings, classroomEntry } from './classroom.service.ts';
import { type RelayLimits, SignalRooms } from './signal-rooms.ts';

/** The largest message a browser may send (an SDP with many candidates is a few tens of KB): else 1009. */
const MAX_MESSAGE_BYTES = 256 * 1024;

const SignalQuery = v.object({ token: v.pipe(v.string(), v.maxLength(2_000)) });

export function classroomHandlers(settings: ClassroomSettings): Pick<EndpointHandlers, 'classroomEntry'> {
  return {
    classroomEntry: async ({ user, params, query }) =>
      classroomEntry(settings, user, params.id, query.language),
  };
}

/** The signalling socket: not JSON over HTTP, so outside the contract table, but documented. */
export const classroomSignalOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: CLASSROOM_SIGNAL_PATH,
    summary:
      "A lesson's signalling WebSocket (docs/classroom-protocol.md), admitted by the room token of " +
      'GET /classroom/lessons/{id}: presence, media state and WebRTC offers, answers and candidates between ' +
      'the peers; closed with 4401 for a bad token, 4403 when the room is not open, 4400 for an unknown ' +
      'message, 4409 when the same person connects elsewhere and 4410 when the room is over',
    queryParams: SignalQuery,
    websocket: true,
  },
];

/** The close code of a stopping server (1012, service restart): browsers reconnect, elsewhere. */
const SERVICE_RESTART = 1012;

/**
 * Mounts the signalling socket on `api` (/api): register it before the other API routes, so that an upgrade
 * request for any of them is refused by @fastify/websocket rather than answered as HTTP on a raw socket.
 */
export async function registerSignalRoute(
  api: FastifyInstance,
  options: { settings: ClassroomSettings; bus: RoomBusOptions; limits?: Partial<RelayLimits> },
): Promise<{
  /** Closes this process's sockets of a user whose sessions all ended. */ endSessionsOf(
    userId: number,
  ): void;
}> {
  const { settings } = options;
  const rooms = new SignalRooms({
    bus: await openRoomBus(
      options.bus.kind === 'redis'
        ? { onError: (error) => api.log.warn({ err: error }, 'classroom: redis error'), ...options.bus }
        : options.bus,
    ),
    now: settings.now,
    admit: (token) => admitToRoom(settings, token),
    attendance: {
      joined: (row) => insertAttendance(settings.db, row),
      left: (id, at) => markAttendanceLeft(settings.db, id, at),
    },
    log: api.log,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  // Before the server stops and the database closes: every socket is ended and its attendance written.
  api.addHook('preClose', () => rooms.close());
  await api.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    errorHandler: socketErrorHandler,
    // A stopping server ends every socket still open (the chat's, when this runs before the chat's own
    // clean-up) with 1012, service restart, as the rooms and the chat do: the pages reconnect, not fail.
    preClose: async function (this: FastifyInstance) {
      for (const client of this.websocketServer.clients) client.close(SERVICE_RESTART, 'Service restart');
      this.websocketServer.close();
    },
  });
  api.route({
    method: 'GET',
    url: CLASSROOM_SIGNAL_PATH,
    // A plain GET is the API's 404, in its envelope.
    handler: async () => {
      throw notFound();
    },
    wsHandler: (socket, request) => {
      const query = v.safeParse(SignalQuery, request.query);
      rooms.connect(socket, query.success ? query.output.token : undefined);
    },
  });
  return { endSessionsOf: (userId) => rooms.endSessionsOf(userId) };
}

/**
 * What a socket of the API (signalling or chat) does wrong is the client's doing, not a server error: a frame
 * over maxPayload or breaking the protocol (ws closes it with 1009 or 1002 itself) and a connection cut
 * without a close are logged at warn, without a stack. Anything else is an error, and the socket is ended.
 */
function socketErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: WebSocket,
  request: FastifyRequest,
): void {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE') {
    request.log.warn(
      { wsError: code, reason: error.message, url: request.url.split('?')[0] },
      'websocket: refused',
    );
    return;
  }
  request.log.error({ err: error }, 'websocket error');
  socket.terminate();
}
