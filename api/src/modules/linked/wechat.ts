import { createHash, randomBytes } from 'node:crypto';
import {
  type Lang,
  LINK_ERROR_CODES,
  LINK_MESSAGES,
  WECHAT_STATE_MINUTES,
  type WechatBinding,
  type WechatQrcodeResponse,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import {
  deleteWechatAccount,
  insertWechatAccount,
  insertWechatState,
  takeWechatState,
  wechatAccountOf,
  wechatOwnerOf,
} from './linked.repository.ts';

/**
 * Binding a WeChat account to a signed-in user with WeChat's website application sign-in (OAuth 2.0,
 * https://developers.weixin.qq.com/doc/oplatform/Website_App/WeChat_Login/Wechat_Login.html): the page shows a
 * QR code of the qrconnect URL; whoever scans it in WeChat and agrees is sent back to user/linked with
 * `?code=…&state=…`, and the page posts both here. The state is single use, expires, and is the signed-in
 * user's; the code is exchanged for the account's openid (and unionid, when the application has one) at
 * sns/oauth2/access_token. The account is kept as the passport's oauth_accounts row of provider 'wechat'.
 */

export interface WechatSettings {
  appId: string;
  appSecret: string;
  /** WeChat's API origin: https://api.weixin.qq.com, or a local fake in tests. */
  apiBase: string;
  /** The QR sign-in page: https://open.weixin.qq.com/connect/qrconnect. */
  connectUrl: string;
}

export interface WechatContext {
  db: Kysely<Database>;
  now: () => Date;
  /** The site's origin: WeChat sends the scanner back to its user/linked page. */
  publicUrl: string;
  /** null: no WeChat application configured, binding is unavailable. */
  wechat: WechatSettings | null;
  log?: (error: unknown) => void;
}

/** WeChat from `WECHAT_APP_ID`, `WECHAT_APP_SECRET`, and optionally `WECHAT_API_BASE`, `WECHAT_CONNECT_URL`. */
export function readWechatSettings(env: Record<string, string | undefined>): WechatSettings | null {
  const appId = env.WECHAT_APP_ID?.trim();
  const appSecret = env.WECHAT_APP_SECRET?.trim();
  if (!appId || !appSecret) return null;
  return {
    appId,
    appSecret,
    apiBase: env.WECHAT_API_BASE?.trim() || 'https://api.weixin.qq.com',
    connectUrl: env.WECHAT_CONNECT_URL?.trim() || 'https://open.weixin.qq.com/connect/qrconnect',
  };
}

const refused = (reason: 'wechatUnavailable' | 'wechatFailed' | 'wechatTaken' | 'wechatAlreadyBound') =>
  new ApiError(
    reason === 'wechatTaken' || reason === 'wechatAlreadyBound' ? 409 : 400,
    LINK_MESSAGES[reason],
    {
      code: LINK_ERROR_CODES[reason],
    },
  );

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const PROVIDER_TIMEOUT_MS = 10_000;

/** GET /user/wechat/qrcode: the binding's state and, when it can be bound, a fresh QR code. */
export async function wechatQrcode(
  ctx: WechatContext,
  user: AuthUser,
  language: Lang | undefined,
): Promise<WechatQrcodeResponse> {
  const bound = (await wechatAccountOf(ctx.db, user.id)) !== undefined;
  const none = { qrcode: null, authorize_url: null, expires_at: null };
  if (!ctx.wechat) return { available: false, bound, ...none };
  if (bound) return { available: true, bound, ...none };
  const state = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + WECHAT_STATE_MINUTES * 60_000);
  await insertWechatState(ctx.db, {
    stateHash: hashState(state),
    userId: user.id,
    createdAt: now,
    expiresAt,
  });
  const url = new URL(ctx.wechat.connectUrl);
  url.searchParams.set('appid', ctx.wechat.appId);
  url.searchParams.set('redirect_uri', `${new URL(ctx.publicUrl).origin}/${language ?? 'en'}/user/linked`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', state);
  // WeChat's documented form ends with this fragment.
  url.hash = 'wechat_redirect';
  const svg = await QRCode.toString(url.toString(), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    available: true,
    bound: false,
    qrcode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    authorize_url: url.toString(),
    expires_at: expiresAt.toISOString(),
  };
}

/** The WeChat account a code stands for: its unionid when the application has one, else its openid. */
async function exchangeCode(settings: WechatSettings, code: string): Promise<string> {
  const url = new URL('/sns/oauth2/access_token', settings.apiBase);
  url.searchParams.set('appid', settings.appId);
  url.searchParams.set('secret', settings.appSecret);
  url.searchParams.set('code', code);
  url.searchParams.set('grant_type', 'authorization_code');
  const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`WeChat answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  // WeChat answers errors with 200 and { errcode, errmsg }.
  if (typeof body.errcode === 'number' && body.errcode !== 0)
    throw new Error(`WeChat refused the code: ${body.errcode} ${String(body.errmsg ?? '')}`);
  if (typeof body.access_token !== 'string' || typeof body.openid !== 'string' || body.openid === '')
    throw new Error('WeChat answered without access_token and openid');
  return typeof body.unionid === 'string' && body.unionid !== '' ? body.unionid : body.openid;
}

/** POST /user/wechat/bind: binds the WeChat account that scanned the caller's QR code. */
export async function bindWechat(
  ctx: WechatContext,
  user: AuthUser,
  body: { code: string; state: string },
): Promise<WechatBinding> {
  if (!ctx.wechat) throw refused('wechatUnavailable');
  // The state first, and once: a replayed or stranger's state binds nothing.
  const state = await takeWechatState(ctx.db, hashState(body.state), user.id, ctx.now());
  if (!state) throw refused('wechatFailed');
  let subject: string;
  try {
    subject = await exchangeCode(ctx.wechat, body.code);
  } catch (error) {
    ctx.log?.(error);
    throw refused('wechatFailed');
  }
  const owner = await wechatOwnerOf(ctx.db, subject);
  if (owner) {
    if (owner.user_id === String(user.id)) return { bound: true };
    throw refused('wechatTaken');
  }
  try {
    await insertWechatAccount(ctx.db, subject, user.id);
  } catch (error) {
    const found = (error ?? {}) as { code?: unknown; constraint?: unknown };
    if (found.code === '23505')
      throw refused(
        found.constraint === 'oauth_accounts_one_wechat_idx' ? 'wechatAlreadyBound' : 'wechatTaken',
      );
    throw error;
  }
  return { bound: true };
}

/** DELETE /user/wechat: unbinds the caller's WeChat account (nothing to do when none is bound). */
export async function unbindWechat(ctx: WechatContext, user: AuthUser): Promise<WechatBinding> {
  await deleteWechatAccount(ctx.db, user.id);
  return { bound: false };
}
