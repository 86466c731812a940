import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import { CHAT_SOCKET_PATH, CLASSROOM_SIGNAL_PATH, type IceServer } from '@hanyu/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import {
  type AttemptStore,
  createAttemptLimiter,
  DEFAULT_RATE_LIMITS,
  type RateLimits,
} from './http/attempt-limiter.ts';
import {
  createAuthenticate,
  createAuthorize,
  createOptionalAuthenticate,
  type UserLookup,
} from './http/auth.ts';
import { registerCookies } from './http/cookies.ts';
import { registerEndpointRoutes } from './http/endpoint-routes.ts';
import { clientErrorAnswer, errorBody, handleError, notFound } from './http/errors.ts';
import { logRedaction } from './http/log-redaction.ts';
import { registerPersonalCacheControl } from './http/personal-cache.ts';
import type { ResponseCache } from './http/response-cache.ts';
import {
  essentialSecurityHeaders,
  registerSecurityHeaders,
  setSecurityHeadersBeforeHooks,
} from './http/security-headers.ts';
import { type Mailer, memoryMailer } from './mail/mailer.ts';
import {
  accountDeps,
  accountHandlers,
  accountOperations,
  registerAvatarRoutes,
} from './modules/account/index.ts';
import { availabilityHandlers } from './modules/availability/index.ts';
import {
  catalogueHandlers,
  catalogueImageOperations,
  registerCatalogueImageRoutes,
} from './modules/catalogue/index.ts';
import {
  chatBusOptions,
  chatHandlers,
  chatSocketOperations,
  registerChatSocket,
} from './modules/chat/index.ts';
import type { ClassroomSettings, RelayLimits } from './modules/classroom/index.ts';
import {
  classroomHandlers,
  classroomSignalOperations,
  type GroupRoomSettings,
  groupRoomHandlers,
  groupRoomOperations,
  NATIVE_ROOM_PROVIDERS,
  type RoomProviders,
  randomRoomSecret,
  registerReplayFileRoutes,
  registerSignalRoute,
} from './modules/classroom/index.ts';
import { contentExtraOperations, contentHandlers, registerContentRoutes } from './modules/content/index.ts';
import type { CoursewareSettings } from './modules/courseware/index.ts';
import {
  coursewareHandlers,
  coursewareOperations,
  registerCoursewareFileRoutes,
} from './modules/courseware/index.ts';
import { currencyHandlers } from './modules/currency/index.ts';
import { disputesHandlers, registerAttendanceTestHook } from './modules/disputes/index.ts';
import { registerDocsRoutes } from './modules/docs/index.ts';
import { favouritesHandlers } from './modules/favourites/index.ts';
import { learnerCoursesHandlers } from './modules/learner-courses/index.ts';
import {
  calendarFeedOperations,
  isAssistantTeacher,
  isTeacher,
  lessonsHandlers,
  registerCalendarFeedRoute,
  registerLessonTaughtTestHook,
} from './modules/lessons/index.ts';
import { levelHandlers } from './modules/level/index.ts';
import { linkedHandlers, readWechatSettings } from './modules/linked/index.ts';
import { mentorHandlers } from './modules/mentor/index.ts';
import { notificationsHandlers, pushNotifications } from './modules/notifications/index.ts';
import { operatorHandlers } from './modules/operator/index.ts';
import { orderHandlers } from './modules/orders/index.ts';
import { findOrgIdByOwner, orgHandlers } from './modules/org/index.ts';
import type { OAuthProviders } from './modules/passport/index.ts';
import { passportHandlers, registerLoginDoor } from './modules/passport/index.ts';
import { mountPaymentGateways, type PaymentGateways } from './modules/payments/index.ts';
import { payoutsHandlers } from './modules/payouts/index.ts';
import { promotionHandlers, visitorIdSigner } from './modules/promotion/index.ts';
import { refundsHandlers } from './modules/refunds/index.ts';
import { releaseFilesIn } from './modules/releases/index.ts';
import { reviewsHandlers } from './modules/reviews/index.ts';
import { schedulingHandlers } from './modules/scheduling/index.ts';
import { textbooksHandlers } from './modules/textbooks/index.ts';
import type { NotifySenderLimits } from './modules/top-ups/index.ts';
import { registerNotifyRoutes, topUpHandlers } from './modules/top-ups/index.ts';
import { translationHandlers } from './modules/translations/index.ts';
import { findUserByToken, isOperator, userHandlers } from './modules/users/index.ts';
import type { VideoLearningSettings } from './modules/video-learning/index.ts';
import {
  registerVideoLearningFileRoutes,
  videoBusOptions,
  videoLearningHandlers,
  videoLearningOperations,
  videoProgressBus,
} from './modules/video-learning/index.ts';
import { registerWebRoutes, type ShellPages, type WebOptions } from './modules/web/index.ts';
import { type AppMetrics, createMetrics, registerMetricsRoute } from './ops/metrics.ts';
import { type DrainState, type ReadinessCheck, registerHealthRoutes } from './ops/readiness.ts';
import type { RoomBusOptions } from './realtime/room-bus.ts';
import { redisStores, type SharedRedis } from './redis.ts';
import { localStorage } from './storage/local-storage.ts';
import { type Storage, storageUnder } from './storage/storage.ts';

export interface AppOptions {
  db: Kysely<Database>;
  /** Fastify's pino options (e.g. `{ level: 'info' }`); no logging when absent. */
  logger?: FastifyServerOptions['logger'];
  /** A ready pino logger to use instead of `logger`. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** The repository root, to serve the built site (shell, remotes, registry.json); API only when absent. */
  webRoot?: string;
  /** registry.json to serve instead of the default one. */
  registryFile?: string;
  /** How often the live registry is read again besides Redis' announcements (tests shorten it). */
  releasePollMs?: number;
  /** How server builds of remotes on other origins are fetched and where they are kept (web.routes.ts). */
  remoteBuilds?: WebOptions['remoteBuilds'];
  /** Threads rendering pages beside the API's (web.routes.ts); none by default. */
  renderThreads?: number;
  /** Their module, when not the built one beside the server (tests). */
  renderWorker?: URL;
  /** Check every API response against its contract schema (tests). */
  validateResponses?: boolean;
  /** The clock sessions expire by. */
  now?: () => Date;
  /** Limits on sign-in, registration and password change attempts (tests override them). */
  rateLimits?: Partial<RateLimits>;
  /** Where those limits count: this process's memory when absent; Redis or the database to share them. */
  attemptStore?: AttemptStore;
  /** Fastify's trustProxy: whom to believe about the client's IP (X-Forwarded-For) behind a proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Sends the passport's emails; by default they are kept in memory and go nowhere. */
  mailer?: Mailer;
  /** The site's origin, for links in emails and OAuth callbacks. */
  publicUrl?: string;
  /** Third-party sign-in providers; none when absent. */
  oauthProviders?: OAuthProviders;
  /** Further origins whose callback pages may receive OAuth codes (dev servers). */
  oauthRedirectOrigins?: string[];
  /** The folder of podcast audio files; api/seed/assets/podcasts by default. */
  podcastDir?: string;
  /**
   * Hears the database's NOTIFY (the server passes its handle's): committed notices are then pushed live to
   * this process's chat sockets. Without it, pages see new notices only when they load the count.
   */
  listen?: DatabaseHandle['listen'];
  /** Keeps public catalogue answers in memory; the server clears it on `catalogue_changed`. */
  responseCache?: ResponseCache;
  /**
   * The payment gateways, made once the app exists so that sandboxes can be mounted on it
   * (`mountPaymentGateways`, given the app's database for their state); by default all three run against
   * sandboxes under /sandbox.
   */
  paymentGateways?: (app: FastifyInstance, db: Kysely<Database>) => Promise<PaymentGateways>;
  /** Signs classroom room tokens (CLASSROOM_SECRET); a random one of this app's when absent. */
  classroomSecret?: string;
  /** STUN/TURN servers the classroom entry hands to browsers (CLASSROOM_ICE_SERVERS); none when absent. */
  classroomIceServers?: IceServer[];
  /** Which room types use Agora or TRTC, with their credentials (CLASSROOM_PROVIDERS); native for all when absent. */
  classroomProviders?: RoomProviders;
  /** Where classrooms are shared: this process's memory when absent; Redis for several processes. */
  classroomBus?: RoomBusOptions;
  /** What one signalling socket may cost (DEFAULT_RELAY_LIMITS unless given; tests lower them). */
  classroomRelayLimits?: Partial<RelayLimits>;
  /** What the payment notify routes allow a sender whose posts fail verification (tests override them). */
  notifySenderLimits?: NotifySenderLimits;
  /**
   * The deployment's Redis (REDIS_URL) and its prefix (REDIS_PREFIX): when given, attempt limits, classrooms,
   * the chat and video progress all use it, each under the prefix (`attemptStore` and `classroomBus` are
   * then ignored), and `/ready` reports whether it answers.
   */
  redis?: SharedRedis;
  /**
   * Where uploaded files are kept (avatars, courseware pages, replays, each under its prefix): the local
   * disk under DATA_DIR or an S3-compatible bucket (storage/, STORAGE_URL). When absent, the folders below.
   */
  storage?: Storage;
  /** Where uploaded group-session replays are kept without `storage`; a temporary folder when absent. */
  replayDir?: string;
  /** Where teachers' courseware pages are kept without `storage`; a temporary folder when absent. */
  coursewareDir?: string;
  /**
   * What GET /ready asks beside the database and Redis, each by its name (object storage adds its own):
   * ops/readiness.ts.
   */
  readinessChecks?: ReadinessCheck[];
  /** The end-to-end suite's hooks (E2E_HOOKS=1, never in production): registerAttendanceTestHook, registerLessonTaughtTestHook. */
  e2eHooks?: boolean;
  /** The process's drain state (server.ts): /ready answers 503 from the moment it drains. */
  drain?: DrainState;
  /** The app's metrics (ops/metrics.ts); made here when absent. The server passes its own to add the job queue. */
  metrics?: AppMetrics;
  /** METRICS_TOKEN: GET /metrics answers a bearer of it (docs/decisions.md); not served when absent. */
  metricsToken?: string;
}

/** api/seed/assets/podcasts, from this module: src/app.ts in sources and tests, dist/server.js built. */
/** api/seed/assets/courseware: the seeded courseware pages, found as the podcasts are. */
const SEED_COURSEWARE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'seed',
  'assets',
  'courseware',
);

/** api/seed/assets/video: the video lessons' clips and word audio, found as the podcasts are. */
const SEED_VIDEO_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'seed',
  'assets',
  'video',
);

const DEFAULT_PODCAST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'seed',
  'assets',
  'podcasts',
);

/** The HTTP application: the API under /api and, with `webRoot`, the built site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const mailer = options.mailer ?? memoryMailer();
  /** Who a session token belongs to: the users module's lookup, handed to the http layer's auth. */
  const findUser: UserLookup = (token, now) => findUserByToken(options.db, token, now);
  const app: FastifyInstance = Fastify({
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    // Errors Fastify raises before routing (a malformed URL encoding) get the same envelope and headers.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeadersBeforeHooks(reply, { publicUrl });
      return handleError(error, request, reply);
    },
    // What Node's HTTP parser refuses (headers over 16 KB) gets the envelope too.
    clientErrorHandler: clientErrorAnswer(essentialSecurityHeaders({ publicUrl })),
    // Every logger redacts secrets (reset codes in URLs, credentials in headers and bodies).
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance.child({}, logRedaction) }
      : {
          logger: options.logger
            ? ({
                ...(options.logger === true ? {} : options.logger),
                ...logRedaction,
              } as FastifyServerOptions['logger'])
            : false,
        }),
  }) as unknown as FastifyInstance;

  app.setErrorHandler(handleError);
  let shellPages: ShellPages | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    // A route may have typed its answer before finding nothing (a media file gone from the disk, which
    // @fastify/static hands here): the 404 is the envelope's JSON, as Fastify does for thrown errors.
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    if (shellPages?.wants(request)) return shellPages.send(request, reply);
    return reply.status(404).send(errorBody(404, 'Not found'));
  });

  // Every request is timed by its route pattern: the hook is the root's, so every route has it.
  const metrics = options.metrics ?? createMetrics({ processMetrics: Boolean(options.metricsToken) });
  metrics.timeRequests(app);
  if (options.metricsToken) registerMetricsRoute(app, metrics, options.metricsToken);
  // Liveness, and readiness: not ready while the database, Redis or an extra check does not answer (Redis
  // reconnects on its own), nor while the process drains.
  registerHealthRoutes(app, {
    db: options.db,
    redis: options.redis,
    checks: options.readinessChecks,
    drain: options.drain,
  });

  await registerSecurityHeaders(app, { publicUrl });
  await app.register(fastifyCompress, { global: true });
  await registerCookies(app);
  app.decorateRequest('user', null);

  const paymentGateways = options.paymentGateways
    ? await options.paymentGateways(app, options.db)
    : (await mountPaymentGateways(app, {}, { publicUrl, db: options.db })).gateways;
  const topUps = { db: options.db, gateways: paymentGateways, publicUrl };
  const classroom: ClassroomSettings = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    secret: options.classroomSecret ?? randomRoomSecret(),
    iceServers: options.classroomIceServers ?? [],
    providers: options.classroomProviders ?? NATIVE_ROOM_PROVIDERS,
  };
  // The visitor cookie of the promotion programme is signed with the deployment's secret (issue 24).
  app.decorate('visitorIds', visitorIdSigner(classroom.secret));
  const groupRooms: GroupRoomSettings = {
    ...classroom,
    replays: options.storage
      ? storageUnder(options.storage, 'replays')
      : localStorage(options.replayDir ?? path.join(os.tmpdir(), `hanyu-replays-${process.pid}`)),
  };
  const courseware: CoursewareSettings = {
    db: options.db,
    now: classroom.now,
    secret: classroom.secret,
    uploads: options.storage
      ? storageUnder(options.storage, 'courseware')
      : localStorage(options.coursewareDir ?? path.join(os.tmpdir(), `hanyu-courseware-${process.pid}`)),
    // Seeded pages ship with the API, the same on every process: read from its folder.
    seeds: localStorage(SEED_COURSEWARE_DIR),
  };
  // Every user of the deployment's Redis takes its names from one place (redis.ts), under its prefix.
  const stores = options.redis ? redisStores(options.redis) : undefined;
  const classroomBus = stores?.classroomBus ?? options.classroomBus ?? { kind: 'memory' };
  const videoBus = await videoProgressBus(stores?.videoBus ?? videoBusOptions(classroomBus));
  const videoLearning: VideoLearningSettings = {
    db: options.db,
    now: classroom.now,
    secret: classroom.secret,
    media: localStorage(SEED_VIDEO_DIR),
    publish: videoBus.publish,
  };
  const limiter = createAttemptLimiter(stores?.attemptStore ?? options.attemptStore ?? { kind: 'memory' }, {
    ...DEFAULT_RATE_LIMITS,
    ...options.rateLimits,
  });
  await app.register(
    async (api) => {
      // Personal answers are never kept by shared caches: one policy for every route under /api.
      registerPersonalCacheControl(api);
      const signal = await registerSignalRoute(api, {
        settings: classroom,
        bus: classroomBus,
        ...(options.classroomRelayLimits ? { limits: options.classroomRelayLimits } : {}),
      });
      // The chat's socket needs @fastify/websocket, which the classroom's registration brings.
      const chat = await registerChatSocket(api, {
        db: options.db,
        now: options.now ?? (() => new Date()),
        messageLimit: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }.chatMessagesPerUser,
        bus: stores?.chatBus ?? chatBusOptions(classroomBus),
      });
      // Every session of a user ended: their classroom sockets close too, on every process.
      chat.onSessionsEnded((userId) => signal.endSessionsOf(userId));
      if (options.listen) {
        const stopPush = await pushNotifications({
          db: options.db,
          listen: options.listen,
          sockets: chat.localSockets,
          log: api.log,
        });
        api.addHook('onClose', stopPush);
      }
      metrics.countSockets(api.websocketServer, {
        [`/api${CLASSROOM_SIGNAL_PATH}`]: 'classroom',
        [`/api${CHAT_SOCKET_PATH}`]: 'chat',
      });
      registerLoginDoor(api, limiter);
      registerEndpointRoutes(api, {
        handlers: {
          ...translationHandlers(options.db),
          ...catalogueHandlers(options.db),
          ...contentHandlers(options.db),
          ...currencyHandlers(options.db),
          ...levelHandlers(options.db),
          ...userHandlers(options.db),
          ...orgHandlers({ db: options.db, mailer, publicUrl, now: options.now ?? (() => new Date()) }),
          ...orderHandlers(options.db, options.now ?? (() => new Date())),
          ...topUpHandlers(topUps),
          ...operatorHandlers(options.db, options.now ?? (() => new Date())),
          ...schedulingHandlers(options.db, options.now ?? (() => new Date()), { mailer, publicUrl }),
          ...lessonsHandlers(options.db, options.now ?? (() => new Date()), { publicUrl }),
          ...availabilityHandlers(options.db, options.now ?? (() => new Date())),
          ...classroomHandlers(classroom),
          ...chatHandlers(chat),
          ...groupRoomHandlers(groupRooms),
          ...coursewareHandlers(courseware),
          ...videoLearningHandlers(videoLearning),
          ...accountHandlers(accountDeps(options), limiter, chat.sessionsEnded),
          ...linkedHandlers({
            db: options.db,
            now: options.now ?? (() => new Date()),
            publicUrl,
            wechat: readWechatSettings(process.env),
            limiter,
          }),
          ...promotionHandlers(options.db, { now: options.now ?? (() => new Date()), publicUrl, limiter }),
          ...learnerCoursesHandlers({ db: options.db, now: classroom.now, video: videoLearning }),
          ...mentorHandlers({ db: options.db, now: classroom.now }),
          ...textbooksHandlers({ db: options.db, mailer, publicUrl }),
          ...payoutsHandlers(options.db, options.now ?? (() => new Date())),
          ...refundsHandlers(options.db, options.now ?? (() => new Date()), { mailer, publicUrl }),
          ...notificationsHandlers(options.db, options.now ?? (() => new Date())),
          ...disputesHandlers(options.db, options.now ?? (() => new Date()), { mailer, publicUrl }),
          ...favouritesHandlers(options.db),
          ...reviewsHandlers(options.db, options.now ?? (() => new Date())),
          ...passportHandlers({
            db: options.db,
            limiter,
            now: options.now ?? (() => new Date()),
            mailer,
            publicUrl,
            oauthProviders: options.oauthProviders ?? {},
            oauthRedirectOrigins: [new URL(publicUrl).origin, ...(options.oauthRedirectOrigins ?? [])],
            sessionsEnded: chat.sessionsEnded,
          }),
        },
        authenticate: createAuthenticate(findUser, options.now),
        authenticateOptional: createOptionalAuthenticate(findUser, options.now),
        authorize: createAuthorize({
          orgOwner: async (user) => (await findOrgIdByOwner(options.db, user.id)) !== undefined,
          operator: (user) => isOperator(options.db, user.id),
          teacher: (user) => isTeacher(options.db, user.id),
          assistant: (user) => isAssistantTeacher(options.db, user.id),
        }),
        validateResponses: options.validateResponses ?? false,
        ...(options.responseCache ? { responseCache: options.responseCache } : {}),
      });
      await registerAvatarRoutes(api, {
        settings: accountDeps(options),
        authenticate: createAuthenticate(findUser, options.now),
      });
      registerCatalogueImageRoutes(api, options.db);
      registerCalendarFeedRoute(api, { db: options.db, now: options.now ?? (() => new Date()), publicUrl });
      if (options.e2eHooks) {
        registerAttendanceTestHook(api, options.db);
        registerLessonTaughtTestHook(api, options.db);
      }
      await registerNotifyRoutes(api, topUps, options.notifySenderLimits);
      await registerCoursewareFileRoutes(api, {
        settings: courseware,
        authenticate: createAuthenticate(findUser, options.now),
      });
      await registerReplayFileRoutes(api, {
        settings: groupRooms,
        authenticate: createAuthenticate(findUser, options.now),
      });
      const videoEvents = await registerVideoLearningFileRoutes(api, {
        settings: videoLearning,
        bus: videoBus,
      });
      metrics.countConnections('video_events', videoEvents.openStreams);
      await registerContentRoutes(api, {
        db: options.db,
        podcastDir: options.podcastDir ?? DEFAULT_PODCAST_DIR,
      });
      registerDocsRoutes(api, {
        extraOperations: [
          ...catalogueImageOperations,
          ...contentExtraOperations,
          ...calendarFeedOperations,
          ...classroomSignalOperations,
          ...chatSocketOperations,
          ...groupRoomOperations,
          ...coursewareOperations,
          ...videoLearningOperations,
          ...accountOperations,
        ],
      });
      // Whatever no API route matches (an unknown path, an id too long for the router) is the API's 404,
      // never the site's static files answering for it.
      api.all('/*', async () => {
        throw notFound();
      });
    },
    { prefix: '/api' },
  );

  if (options.webRoot) {
    shellPages = await registerWebRoutes(app, {
      webRoot: options.webRoot,
      publicUrl,
      ...(options.registryFile ? { registryFile: options.registryFile } : {}),
      ...(options.remoteBuilds ? { remoteBuilds: options.remoteBuilds } : {}),
      ...(options.renderThreads ? { renderThreads: options.renderThreads } : {}),
      ...(options.renderWorker ? { renderWorker: options.renderWorker } : {}),
      onRender: metrics.rendered,
      // Remote releases: the live registry from the database, their files from the store (docs/releases.md).
      releases: {
        db: options.db,
        files: releaseFilesIn(options.storage ?? localStorage(path.join(os.tmpdir(), 'hanyu-store'))),
        ...(options.redis ? { redis: options.redis } : {}),
        ...(options.releasePollMs ? { pollMs: options.releasePollMs } : {}),
      },
    });
  }

  return app;
}
