import type { AttemptLimiter } from '../../http/attempt-limiter.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { withRetryAfter } from '../passport/index.ts';
import {
  acceptLink,
  checkLink,
  dropLinkRequest,
  linkedAccounts,
  requestLink,
  unlinkAccount,
} from './linked.service.ts';
import { bindWechat, unbindWechat, type WechatContext, wechatQrcode } from './wechat.ts';

/** Linked accounts and WeChat binding over HTTP (SPEC §7 /user/binds, /user/bind, /user/wechat/qrcode). */
export function linkedHandlers(
  ctx: WechatContext & {
    /** Counts address look-ups per user (checkLink, requestLink). */ limiter: AttemptLimiter;
  },
): Pick<
  EndpointHandlers,
  | 'linkedAccounts'
  | 'checkLink'
  | 'requestLink'
  | 'acceptLink'
  | 'dropLinkRequest'
  | 'unlinkAccount'
  | 'wechatQrcode'
  | 'bindWechat'
  | 'unbindWechat'
> {
  const { db } = ctx;
  return {
    linkedAccounts: async ({ user, query }) => linkedAccounts(db, user, query.language),
    checkLink: async ({ user, query, reply }) =>
      withRetryAfter(reply, () => checkLink(db, ctx.limiter, user, query.email)),
    requestLink: async ({ user, body, reply }) =>
      withRetryAfter(reply, () => requestLink(db, ctx.limiter, user, body.email)),
    acceptLink: async ({ user, params, query }) => acceptLink(db, user, params.id, query.language),
    dropLinkRequest: async ({ user, params, query }) => dropLinkRequest(db, user, params.id, query.language),
    unlinkAccount: async ({ user, params, query }) => unlinkAccount(db, user, params.user_id, query.language),
    wechatQrcode: async ({ user, query }) => wechatQrcode(ctx, user, query.language),
    bindWechat: async ({ user, body, request }) =>
      bindWechat(
        { ...ctx, log: (error) => request.log.warn({ err: error }, 'WeChat binding failed') },
        user,
        body,
      ),
    unbindWechat: async ({ user }) => unbindWechat(ctx, user),
  };
}
