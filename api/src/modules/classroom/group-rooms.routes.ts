import type { Readable } from 'node:stream';
import {
  CLASSROOM_ERROR_CODES,
  CLASSROOM_MESSAGES,
  GroupSessionIdParams,
  GroupSessionItem,
  REPLAY_CONTENT_TYPES,
  REPLAY_MAX_BYTES,
} from '@hanyu/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/media-files.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ExtraOperation } from '../docs/index.ts';
import type { ClassroomSettings } from './classroom.service.ts';
import { findGroupSessionFor, replaysOf } from './group-rooms.repository.ts';
import {
  groupClassSessions,
  groupSessionEntry,
  recordReplay,
  sessionForReplay,
} from './group-rooms.service.ts';
import {
  isReplayContentType,
  removeReplayFile,
  replayFilePath,
  storeReplayFile,
  verifyReplayKey,
} from './replay-files.ts';

/** Group-class rooms over HTTP: the contract's three endpoints, and the replay file's upload and playback. */

export type GroupRoomSettings = ClassroomSettings & {
  /** Where uploaded replays are kept: the storage's `replays/` (DATA_DIR/replays on the local disk). */
  replays: Storage;
};

export function groupRoomHandlers(
  settings: GroupRoomSettings,
): Pick<EndpointHandlers, 'groupSessionEntry' | 'groupClassSessions' | 'setGroupReplay'> {
  return {
    groupSessionEntry: async ({ user, params, query }) =>
      groupSessionEntry(settings, user, params.id, query.language),
    groupClassSessions: async ({ user, params, query }) =>
      groupClassSessions(settings, user, params.id, query.language),
    setGroupReplay: async ({ user, params, body }) => {
      const session = await sessionForReplay(settings, user, params.id);
      const { item, replacedFile } = await recordReplay(settings, user, session, { url: body.url });
      if (replacedFile) await removeReplayFile(settings.replays, replacedFile);
      return item;
    },
  };
}

const ReplayKeyQuery = v.object({ key: v.pipe(v.string(), v.maxLength(200)) });

export const groupRoomOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: '/classroom/sessions/{id}/replay/file',
    summary:
      "A group session's uploaded replay, by the address GET /classroom/groups/{id} signs for a seat holder " +
      "(valid 6 hours); byte ranges are served (Range), so players can seek. The class's teacher uploads it " +
      'with PUT on the same path: the video as the body (video/mp4, video/webm or video/quicktime, at most ' +
      '1 GiB, Authorization: Bearer), answered like PUT /classroom/sessions/{id}/replay',
    pathParams: GroupSessionIdParams,
    queryParams: ReplayKeyQuery,
    contentType: 'video/mp4',
  },
  {
    method: 'PUT',
    path: '/classroom/sessions/{id}/replay/file',
    summary:
      "Uploads an ended group session's replay, replacing any before it: the video as the body, streamed to " +
      'the storage; answered like PUT /classroom/sessions/{id}/replay (422 when its first bytes are not that ' +
      'type of video, 409 before the session ends)',
    pathParams: GroupSessionIdParams,
    upload: { contentTypes: REPLAY_CONTENT_TYPES, maxBytes: REPLAY_MAX_BYTES },
    response: GroupSessionItem,
    callers:
      "Callers: teachers (the teaching centre). The group session named by `id` must be the caller's class's (else 404).",
  },
];

const refuse = (status: number, key: keyof typeof CLASSROOM_MESSAGES) =>
  new ApiError(status, CLASSROOM_MESSAGES[key], { code: CLASSROOM_ERROR_CODES[key] });

/**
 * PUT /classroom/sessions/:id/replay/file (the teacher's upload, streamed to the storage, never buffered)
 * and GET on the same path (the file, with ranges, for the holder of a signed key who may still see it).
 */
export async function registerReplayFileRoutes(
  api: FastifyInstance,
  options: { settings: GroupRoomSettings; authenticate: preHandlerAsyncHookHandler },
): Promise<void> {
  const { settings } = options;
  // The folder uploads go to exists from the start (a fresh DATA_DIR has none); a bucket is only asked.
  await settings.replays.ready();
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The body stays a stream: storeReplayFile counts and checks it as it is written.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put(replayFilePath(':id'), { preHandler: options.authenticate }, async (request) => {
      const { id } = parseOrThrow(GroupSessionIdParams, request.params, 'path');
      const user = request.user;
      if (!user) throw notFound();
      const session = await sessionForReplay(settings, user, id);
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!isReplayContentType(type)) throw refuse(415, 'replayNotVideo');
      const declared = Number(request.headers['content-length'] ?? Number.NaN);
      if (declared > REPLAY_MAX_BYTES) throw refuse(413, 'replayTooLarge');
      const outcome = await storeReplayFile(settings.replays, request.body as Readable, type);
      if ('refused' in outcome)
        throw outcome.refused === 'tooLarge' ? refuse(413, 'replayTooLarge') : refuse(422, 'replayNotVideo');
      const { item, replacedFile } = await recordReplay(settings, user, session, {
        fileName: outcome.stored.fileName,
        contentType: type,
        sizeBytes: outcome.stored.sizeBytes,
      });
      if (replacedFile) await removeReplayFile(settings.replays, replacedFile);
      return { response: item };
    });

    scope.get(replayFilePath(':id'), async (request, reply) => {
      const { id } = parseOrThrow(GroupSessionIdParams, request.params, 'path');
      const { key } = parseOrThrow(ReplayKeyQuery, request.query, 'query');
      const userId = verifyReplayKey(settings.secret, key, id, settings.now());
      // Signed for someone who has since lost their seat: no more.
      if (userId === undefined || !(await findGroupSessionFor(settings.db, id, userId))) throw notFound();
      const [replay] = await replaysOf(settings.db, [id]);
      if (!replay?.file_name || !replay.content_type) throw notFound();
      return sendStoredFile(request, reply, settings.replays, replay.file_name, {
        contentType: replay.content_type,
        cacheControl: 'private, max-age=3600',
      });
    });
  });
}
