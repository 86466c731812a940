import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { COURSE_KINDS } from './enums.ts';
import { emailField } from './passport.ts';
import { integerText, text } from './request-fields.ts';

/**
 * Linked accounts (issue 14, SPEC §1 "linked accounts share courses", §2 user/linked, §5, §7 /user/binds,
 * /user/bind, /user/wechat/qrcode). A learner asks to link a family member's registered account by its
 * address; the link exists once that account accepts the request on its own user/linked page. A family is one
 * main account (the one who asked) and its members; an account belongs to one family at most. Linked accounts
 * use each other's purchased courses: lesson time of live packages (a booking spends the owner's time and a
 * cancellation gives it back to the owner), video courses and courseware. New orders are paid as before.
 *
 * SPEC §7 names `GET /user/bind` with a query for linking; a GET never changes anything here, so it checks an
 * address (who it is and whether it can be linked), `POST /user/bind` asks, `POST /user/bind/{id}/accept`
 * accepts, `DELETE /user/bind/{id}` declines or withdraws a request and `DELETE /user/binds/{user_id}` unlinks.
 */

/** What refusals of linking say (SPEC §5); pages say them in the reader's language by code. */
export const LINK_MESSAGES = {
  notRegistered: 'This email address is not registered',
  alreadyLinked: 'This account is already linked to another account',
  self: 'You cannot link your own account',
  youAreMember:
    'Your account is linked to another account as a member; only its main account can add members',
  linkedTogether: 'You are already linked with this account',
  requestWaiting: 'A link request between you and this account is already waiting',
  wechatUnavailable: 'WeChat binding is not available',
  wechatFailed: 'WeChat did not confirm the binding; please scan the code again',
  wechatTaken: 'This WeChat account is bound to another account',
  wechatAlreadyBound: 'Your account is already bound to a WeChat account',
} as const;
export type LinkRefusal = keyof typeof LINK_MESSAGES;

/** The codes of LINK_MESSAGES (our own range for linked accounts). */
export const LINK_ERROR_CODES = {
  notRegistered: 20801,
  alreadyLinked: 20802,
  self: 20803,
  youAreMember: 20804,
  linkedTogether: 20805,
  requestWaiting: 20806,
  wechatUnavailable: 20807,
  wechatFailed: 20808,
  wechatTaken: 20809,
  wechatAlreadyBound: 20810,
} as const satisfies Record<LinkRefusal, number>;

/** A WeChat QR code's state lives this long (WeChat's own QR page expires sooner). */
export const WECHAT_STATE_MINUTES = 10;

const languageQuery = v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`));

export const LinkedLanguageQuery = v.object({ language: languageQuery });

/** `GET /user/bind?email=`: the address to check. */
export const LinkCheckQuery = v.object({ email: emailField('email') });
/** `POST /user/bind`: the address of the account to link. */
export const LinkRequestBody = v.object({ email: emailField('email') });
/** A link request's id. */
export const LinkRequestParams = v.object({ id: integerText('id') });
/** A linked account's user id. */
export const LinkedUserParams = v.object({ user_id: integerText('user_id') });

const refusalCode = v.picklist(Object.keys(LINK_MESSAGES) as LinkRefusal[]);

/** Who an address belongs to and whether the caller can ask to link it; `refusal` says why not. */
export const LinkCheck = v.object({
  email: v.string(),
  /**
   * Always null: a check names no one (docs/decisions.md, "Looking up an address to link"); the other account
   * shows itself by accepting. Kept so that older clients read the answer.
   */
  nick_name: v.nullable(v.string()),
  linkable: v.boolean(),
  refusal: v.nullable(v.object({ reason: refusalCode, code: v.number(), message: v.string() })),
});
export type LinkCheck = v.InferOutput<typeof LinkCheck>;

/** A purchased course one account shares with the other. */
export const SharedCourse = v.object({
  course_id: v.number(),
  title: v.string(),
  kind: v.picklist(COURSE_KINDS),
  /** Live packages: the owner's lesson time left, in minutes. */
  remaining_minutes: v.nullable(v.number()),
});
export type SharedCourse = v.InferOutput<typeof SharedCourse>;

/** An account linked to the caller, with the courses each lets the other use. */
export const LinkedAccount = v.object({
  user_id: v.number(),
  email: v.string(),
  nick_name: v.string(),
  /** The other account's place in the family: 'main' (it asked) or 'member'. */
  role: v.picklist(['main', 'member']),
  linked_at: v.string(),
  /** Their purchases the caller may use. */
  theirs: v.array(SharedCourse),
  /** The caller's purchases they may use. */
  mine: v.array(SharedCourse),
});
export type LinkedAccount = v.InferOutput<typeof LinkedAccount>;

/** A link request waiting for the other account. */
export const LinkRequest = v.object({
  id: v.number(),
  user_id: v.number(),
  email: v.string(),
  nick_name: v.string(),
  created_at: v.string(),
});
export type LinkRequest = v.InferOutput<typeof LinkRequest>;

/** `GET /user/binds`: the caller's links and the requests waiting both ways. */
export const LinkedAccountsResponse = v.object({
  /** The caller's place in a family: 'main', 'member', or null outside any. */
  role: v.nullable(v.picklist(['main', 'member'])),
  linked: v.array(LinkedAccount),
  /** Requests others sent the caller, to accept or decline. */
  incoming: v.array(LinkRequest),
  /** Requests the caller sent, waiting for the other account. */
  outgoing: v.array(LinkRequest),
});
export type LinkedAccountsResponse = v.InferOutput<typeof LinkedAccountsResponse>;

/** `GET /user/wechat/qrcode?language=`: WeChat binding's state and, when it can be bound, a fresh QR code. */
export const WechatQrcodeResponse = v.object({
  available: v.boolean(),
  bound: v.boolean(),
  /** An SVG data URL of WeChat's authorize URL; null when unavailable or already bound. */
  qrcode: v.nullable(v.string()),
  authorize_url: v.nullable(v.string()),
  expires_at: v.nullable(v.string()),
});
export type WechatQrcodeResponse = v.InferOutput<typeof WechatQrcodeResponse>;

/** `POST /user/wechat/bind`: what WeChat sent back to the user/linked page (`?code=…&state=…`). */
export const WechatBindBody = v.object({
  code: text('code', { max: 512 }),
  state: text('state', { max: 128 }),
});
export type WechatBindBody = v.InferInput<typeof WechatBindBody>;

export const WechatBinding = v.object({ bound: v.boolean() });
export type WechatBinding = v.InferOutput<typeof WechatBinding>;
