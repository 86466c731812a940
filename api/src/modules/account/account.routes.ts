import os from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES,
  AVATAR_FILE_PATH,
  AVATAR_IMAGE_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_PATH,
  AvatarUploadResponse,
} from '@hanyu/contract';
import type { FastifyBaseLogger, FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../http/attempt-limiter.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { ApiError, notFound, unauthorized } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { localStorage } from '../../storage/local-storage.ts';
import { type Storage, storageUnder } from '../../storage/storage.ts';
import type { ExtraOperation } from '../docs/index.ts';
import { withRetryAfter } from '../passport/index.ts';
import {
  type AccountSettingsDeps,
  deleteAccount,
  profileOf,
  settingsOf,
  updateProfile,
  updateSettings,
  uploadAvatar,
} from './account.service.ts';
import { AVATAR_FILE_NAME, avatarStore } from './avatar-store.ts';

/** The profile, settings and deletion of the signed-in account over HTTP, and the avatar's upload and files. */

const deps = new WeakMap<object, AccountSettingsDeps>();

/**
 * The account module's dependencies for one app (the same for its handlers and its file routes). Avatars
 * are kept in the storage's `avatars/` when the server gives one; else in DATA_DIR/avatars, beside the
 * courseware folder given; else in a temporary folder.
 */
export function accountDeps(options: {
  db: Kysely<Database>;
  storage?: Storage;
  coursewareDir?: string;
}): AccountSettingsDeps {
  let found = deps.get(options);
  if (!found) {
    const files = options.storage
      ? storageUnder(options.storage, 'avatars')
      : localStorage(
          options.coursewareDir
            ? path.join(path.dirname(options.coursewareDir), 'avatars')
            : path.join(os.tmpdir(), `hanyu-avatars-${process.pid}`),
        );
    found = { db: options.db, avatars: avatarStore(files) };
    deps.set(options, found);
  }
  return found;
}

const logged = (settings: AccountSettingsDeps, log: FastifyBaseLogger): AccountSettingsDeps => ({
  ...settings,
  onStoreError: (error) => log.warn({ err: error }, 'an avatar file could not be removed'),
});

export function accountHandlers(
  settings: AccountSettingsDeps,
  /** Counts wrong passwords at deletion with the password change's per-user limit. */
  limiter: AttemptLimiter,
  /** Told once a deleted account's sessions have ended: its open sockets close. */
  sessionsEnded?: (userId: number) => Promise<void>,
): Pick<
  EndpointHandlers,
  'updateCurrentUser' | 'profile' | 'accountSettings' | 'updateAccountSettings' | 'deleteAccount'
> {
  return {
    updateCurrentUser: async ({ user, body }) => updateProfile(settings.db, user, body),
    profile: async ({ user }) => profileOf(settings.db, user),
    accountSettings: async ({ user }) => settingsOf(settings.db, user.id),
    updateAccountSettings: async ({ user, body }) => updateSettings(settings.db, user.id, body),
    deleteAccount: async ({ user, body, request, reply }) => {
      await withRetryAfter(reply, () =>
        deleteAccount(logged(settings, request.log), limiter, user.id, body.password),
      );
      await sessionsEnded?.(user.id);
      return null;
    },
  };
}

const AvatarFileParams = v.object({
  file: v.pipe(v.string(), v.regex(AVATAR_FILE_NAME, 'file must be the name of an avatar')),
});

export const accountOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: AVATAR_FILE_PATH.replace(':file', '{file}'),
    summary:
      "A user's avatar, a square WebP, at the address the profile and the user info give (cached a year: " +
      'each upload gets a new name). The owner uploads one with POST /user/avatar: the image as the body ' +
      '(image/jpeg, image/png or image/webp, at most 5 MB, its bytes must be one of those; Authorization: ' +
      'Bearer), answered with { avatar } and the file it replaced removed',
    pathParams: AvatarFileParams,
    contentType: 'image/webp',
  },
  {
    method: 'POST',
    path: AVATAR_UPLOAD_PATH,
    summary:
      "Sets the caller's avatar: the image as the body, stored as a square WebP; the file it replaced is " +
      'removed (415 when its bytes are not one of the types)',
    upload: { contentTypes: AVATAR_IMAGE_TYPES, maxBytes: AVATAR_MAX_BYTES },
    response: AvatarUploadResponse,
    callers: "Callers: signed-in users. Touches only the caller's own data, chosen by the token.",
  },
];

/** POST /user/avatar (the image as the body) and GET /user/avatars/:file. */
export async function registerAvatarRoutes(
  api: FastifyInstance,
  options: { settings: AccountSettingsDeps; authenticate: preHandlerAsyncHookHandler },
): Promise<void> {
  const { settings } = options;
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      [...AVATAR_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { code?: string }, _request, _reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new ApiError(413, ACCOUNT_MESSAGES.avatarTooLarge);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        throw new ApiError(415, ACCOUNT_MESSAGES.avatarNotImage);
      throw error;
    });

    scope.post(AVATAR_UPLOAD_PATH, { preHandler: options.authenticate }, async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new ApiError(415, ACCOUNT_MESSAGES.avatarNotImage);
      }
      return { response: await uploadAvatar(logged(settings, request.log), user.id, request.body) };
    });

    scope.get(AVATAR_FILE_PATH, async (request, reply) => {
      const { file } = parseOrThrow(AvatarFileParams, request.params, 'path');
      const bytes = await settings.avatars.read(file);
      if (!bytes) throw notFound();
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .type('image/webp')
        .send(bytes);
    });
  });
}
