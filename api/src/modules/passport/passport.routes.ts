import { endpoints } from '@hanyu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptLimiter } from '../../http/attempt-limiter.ts';
import { bearerToken } from '../../http/auth.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { unauthorized } from '../../http/errors.ts';
import { inviteCodeOf, recordInvite, rememberVisitorAccount, visitorOf } from '../promotion/index.ts';
import { oauthAuthorizationUrl, oauthLogin } from './oauth.service.ts';
import {
  changePassword,
  checkResetLink,
  loginWithEmail,
  logout,
  type PassportContext,
  registerWithEmail,
  resetPassword,
  sendResetLink,
  TooManyAttempts,
} from './passport.service.ts';

/** A refused attempt tells the client when to come back. */
export async function withRetryAfter<T>(reply: FastifyReply, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Turns away an IP that kept signing in after being refused, before its body is read or validated:
 * during a flood from one address the refusals then cost next to nothing, and other requests stay fast.
 */
export function registerLoginDoor(api: FastifyInstance, limiter: AttemptLimiter): void {
  const loginUrl = `${api.prefix}${endpoints.loginEmail.path}`;
  api.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== loginUrl) return;
    const wait = await limiter.msUntilLoginReopens(request.ip);
    if (wait === 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(wait / 1000));
    reply.header('Retry-After', String(retryAfterSeconds));
    throw new TooManyAttempts(retryAfterSeconds);
  });
}

export function passportHandlers(
  ctx: PassportContext,
): Pick<
  EndpointHandlers,
  | 'registerEmail'
  | 'loginEmail'
  | 'logout'
  | 'changePassword'
  | 'sendResetLink'
  | 'checkResetLink'
  | 'resetPassword'
  | 'oauthUrl'
  | 'oauthLogin'
> {
  /** The accounts signed in on a browser with a visitor cookie are noted (promotion's one-person rule). */
  const rememberBrowser = async (request: FastifyRequest, userId: number | string) => {
    const visitor = visitorOf(request);
    if (visitor) await rememberVisitorAccount(ctx.db, visitor, userId, ctx.now());
  };
  return {
    registerEmail: async ({ body, request, reply }) =>
      withRetryAfter(reply, async () => {
        const login = await registerWithEmail(ctx, { ...body, email: body.email.trim(), ip: request.ip });
        await rememberBrowser(request, login.user_id);
        // A friend who came through an invite link (its code remembered in a cookie) is recorded as invited.
        await recordInvite(ctx.db, { inviteeId: login.user_id, code: inviteCodeOf(request), now: ctx.now() });
        return login;
      }),
    loginEmail: async ({ body, request, reply }) =>
      withRetryAfter(reply, async () => {
        const login = await loginWithEmail(ctx, {
          email: body.email.trim(),
          password: body.password,
          ip: request.ip,
        });
        await rememberBrowser(request, login.user_id);
        return login;
      }),
    logout: async ({ request }) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      await logout(ctx.db, token);
      return null;
    },
    sendResetLink: async ({ body, request, reply }) => {
      await withRetryAfter(reply, () =>
        sendResetLink(ctx, { email: body.email.trim(), language: body.language, ip: request.ip }),
      );
      return null;
    },
    checkResetLink: async ({ query }) => {
      await checkResetLink(ctx, query.code);
      return null;
    },
    resetPassword: async ({ body }) => {
      await resetPassword(ctx, { code: body.code, password: body.password });
      return null;
    },
    oauthUrl: async ({ query }) => ({
      url: await oauthAuthorizationUrl(ctx, { type: query.type, redirectUri: query.redirect_uri }),
    }),
    oauthLogin: async ({ body, request }) =>
      oauthLogin(ctx, {
        type: body.type,
        code: body.code,
        state: body.state,
        log: (error) => request.log.warn({ err: error, provider: body.type }, 'OAuth sign-in failed'),
      }),
    changePassword: async ({ body, user, reply }) => {
      await withRetryAfter(reply, () =>
        changePassword(ctx, {
          userId: user.id,
          oldPassword: body.old_password,
          newPassword: body.new_password,
        }),
      );
      return null;
    },
  };
}
