import { bearerToken } from '../../http/auth.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { unauthorized } from '../../http/errors.ts';
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
} from './passport.service.ts';

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
  return {
    registerEmail: async ({ body, request }) =>
      registerWithEmail(ctx, { ...body, email: body.email.trim(), ip: request.ip }),
    loginEmail: async ({ body, request }) =>
      loginWithEmail(ctx, { email: body.email.trim(), password: body.password, ip: request.ip }),
    logout: async ({ request }) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      await logout(ctx.db, token);
      return null;
    },
    sendResetLink: async ({ body, request }) => {
      await sendResetLink(ctx, { email: body.email.trim(), language: body.language, ip: request.ip });
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
    changePassword: async ({ body, user }) => {
      await changePassword(ctx, {
        userId: user.id,
        oldPassword: body.old_password,
        newPassword: body.new_password,
      });
      return null;
    },
  };
}
