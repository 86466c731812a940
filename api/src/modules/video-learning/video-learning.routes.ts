import type { ServerResponse } from 'node:http';
import {
  VIDEO_CAPTION_TRACKS,
  VIDEO_CAPTIONS_PATH,
  VIDEO_CLIP_FILE_PATH,
  VIDEO_EVENTS_PATH,
  VIDEO_WORD_AUDIO_PATH,
  VideoCourseParams,
  VideoLessonParams,
} from '@hanyu/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { sendStoredFile } from '../../http/media-files.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { openRoomBus } from '../../realtime/open-room-bus.ts';
import type { RoomBusOptions } from '../../realtime/room-bus.ts';
import type { ExtraOperation } from '../docs/index.ts';
import {
  captionsFor,
  clipFileFor,
  courseOutline,
  eventsHolder,
  lessonClip,
  lessonPractice,
  lessonWords,
  myVideoCourses,
  reportProgress,
  submitPractice,
  type VideoLearningSettings,
  type VideoProgressEvent,
  wordAudioFor,
} from './video-learning.service.ts';

/** Video learning over HTTP: the contract's endpoints, the signed files, and the progress events. */

export function videoLearningHandlers(
  settings: VideoLearningSettings,
): Pick<
  EndpointHandlers,
  | 'videoCourse'
  | 'videoWords'
  | 'videoClip'
  | 'videoPractice'
  | 'reportVideoProgress'
  | 'submitVideoPractice'
  | 'myVideoCourses'
> {
  return {
    videoCourse: async ({ user, params, query }) => courseOutline(settings, user, params.id, query.language),
    videoWords: async ({ user, params, query }) => lessonWords(settings, user, params.id, query.language),
    videoClip: async ({ user, params, query }) => lessonClip(settings, user, params.id, query.language),
    videoPractice: async ({ user, params, query }) =>
      lessonPractice(settings, user, params.id, query.language),
    reportVideoProgress: async ({ user, params, body }) => reportProgress(settings, user, params.id, body),
    submitVideoPractice: async ({ user, params, body }) => submitPractice(settings, user, params.id, body),
    myVideoCourses: async ({ user, query }) => myVideoCourses(settings, user, query.language),
  };
}

const KeyQuery = v.object({ key: v.pipe(v.string(), v.maxLength(200)) });
const CaptionParams = v.object({
  id: VideoLessonParams.entries.id,
  track: v.picklist(VIDEO_CAPTION_TRACKS, `track must be one of ${VIDEO_CAPTION_TRACKS.join(', ')}`),
});
const AudioParams = v.object({
  id: VideoLessonParams.entries.id,
  position: v.pipe(
    v.string(),
    v.regex(/^[1-9][0-9]{0,2}$/, 'position must be a word number'),
    v.transform(Number),
  ),
});

const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
const SIGNED =
  'at the signed address the lesson endpoints give (valid 12–24 hours) to someone for whom the lesson is open';

export const videoLearningOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: openApiPath(VIDEO_CLIP_FILE_PATH),
    summary: `A video lesson's clip, ${SIGNED}; byte ranges are served (Range), so players can seek; else 403/404`,
    pathParams: VideoLessonParams,
    queryParams: KeyQuery,
    contentType: 'video/webm',
  },
  {
    method: 'GET',
    path: openApiPath(VIDEO_CAPTIONS_PATH),
    summary: `A caption track of a lesson's clip as WebVTT ('zh': Chinese with pinyin; a page language: the translation), ${SIGNED}`,
    pathParams: CaptionParams,
    queryParams: KeyQuery,
    contentType: 'text/vtt',
  },
  {
    method: 'GET',
    path: openApiPath(VIDEO_WORD_AUDIO_PATH),
    summary: `A pre-lesson word spoken (also the sound of a listen-and-choose question), ${SIGNED}`,
    pathParams: AudioParams,
    queryParams: KeyQuery,
    contentType: 'audio/ogg',
  },
  {
    method: 'GET',
    path: openApiPath(VIDEO_EVENTS_PATH),
    summary:
      "A learner's progress on a video course as Server-Sent Events, at the outline's signed events_url: an event " +
      '`progress` with { course_id, lesson_id } whenever a report or a practice attempt of theirs (on any device) ' +
      'changes it; a comment every 25 s keeps proxies from closing the stream',
    pathParams: VideoCourseParams,
    queryParams: KeyQuery,
    contentType: 'text/event-stream',
  },
];

const AUDIO_TYPES: Record<string, string> = {
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

/** How often an idle event stream says something, under the usual 30–60 s proxy timeouts. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The bus that carries progress events between API processes (the classroom's, on a key prefix of its own), and
 * the publish function the service is given. Each process keeps its own open streams by user.
 */
/** The progress events' bus: the classroom's, under a prefix of its own. */
export function videoBusOptions(classroom: RoomBusOptions): RoomBusOptions {
  if (classroom.kind === 'memory') return classroom;
  return { ...classroom, keyPrefix: classroom.keyPrefix ? `${classroom.keyPrefix}:video` : 'video' };
}

export async function videoProgressBus(options: RoomBusOptions) {
  const bus = await openRoomBus<VideoProgressEvent>(options);
  const streams = new Map<string, Set<(event: VideoProgressEvent) => void>>();
  bus.listen((room, event) => {
    for (const send of streams.get(room) ?? []) send(event);
  });
  return {
    publish(userId: number, event: VideoProgressEvent) {
      bus.publish(`user:${userId}`, event).catch(() => {});
    },
    async open(userId: number, send: (event: VideoProgressEvent) => void): Promise<() => Promise<void>> {
      const room = `user:${userId}`;
      let listeners = streams.get(room);
      if (!listeners) {
        listeners = new Set();
        streams.set(room, listeners);
        await bus.subscribe(room);
      }
      listeners.add(send);
      return async () => {
        listeners.delete(send);
        if (listeners.size === 0 && streams.get(room) === listeners) {
          streams.delete(room);
          await bus.unsubscribe(room);
        }
      };
    },
    close: () => bus.close(),
  };
}

/** Clips and word audio are the learner's for half a day: their addresses are signed for them. */
const MEDIA_CACHE_CONTROL = 'private, max-age=43200';

export type VideoProgressBus = Awaited<ReturnType<typeof videoProgressBus>>;

/**
 * The signed files (clip with ranges, captions, word audio) and the progress event stream; says how many
 * streams are open (metrics).
 */
export async function registerVideoLearningFileRoutes(
  api: FastifyInstance,
  options: { settings: VideoLearningSettings; bus: VideoProgressBus },
): Promise<{ openStreams(): number }> {
  const { settings, bus } = options;
  const streams = new Set<ServerResponse>();
  // A stopping server ends its streams (the server waits for open requests): EventSource reconnects by itself,
  // told to wait a second, by when the load balancer sends it to another process.
  api.addHook('preClose', async () => {
    for (const stream of streams) stream.end('retry: 1000\n\n');
  });
  api.addHook('onClose', async () => bus.close());
  await api.register(async (scope) => {
    scope.get(VIDEO_CLIP_FILE_PATH, async (request, reply) => {
      const { id } = parseOrThrow(VideoLessonParams, request.params, 'path');
      const { key } = parseOrThrow(KeyQuery, request.query, 'query');
      const clip = await clipFileFor(settings, id, key);
      return sendStoredFile(request, reply, settings.media, clip.fileName, {
        contentType: clip.contentType,
        cacheControl: MEDIA_CACHE_CONTROL,
      });
    });

    scope.get(VIDEO_WORD_AUDIO_PATH, async (request, reply) => {
      const { id, position } = parseOrThrow(AudioParams, request.params, 'path');
      const { key } = parseOrThrow(KeyQuery, request.query, 'query');
      const file = await wordAudioFor(settings, id, position, key);
      return sendStoredFile(request, reply, settings.media, file, {
        contentType: AUDIO_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
        cacheControl: MEDIA_CACHE_CONTROL,
      });
    });

    scope.get(VIDEO_CAPTIONS_PATH, async (request, reply) => {
      const { id, track } = parseOrThrow(CaptionParams, request.params, 'path');
      const { key } = parseOrThrow(KeyQuery, request.query, 'query');
      const vtt = await captionsFor(settings, id, track, key);
      reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .type('text/vtt; charset=utf-8');
      return vtt;
    });

    scope.get(VIDEO_EVENTS_PATH, async (request, reply) => {
      const { id } = parseOrThrow(VideoCourseParams, request.params, 'path');
      const { key } = parseOrThrow(KeyQuery, request.query, 'query');
      const userId = await eventsHolder(settings, id, key);
      reply.hijack();
      const raw = reply.raw;
      // Listening before the answer starts: nothing published once the page sees the stream open is missed.
      const close = await bus.open(userId, (event) => {
        if (event.course_id === id) raw.write(`event: progress\ndata: ${JSON.stringify(event)}\n\n`);
      });
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      raw.write(': progress of this course\n\n');
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      streams.add(raw);
      request.raw.on('close', () => {
        streams.delete(raw);
        clearInterval(keepAlive);
        close().catch(() => {});
      });
    });
  });
  return { openStreams: () => streams.size };
}
