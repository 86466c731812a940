import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  LinkCheck,
  LinkCheckQuery,
  LinkedAccountsResponse,
  LinkedLanguageQuery,
  LinkedUserParams,
  LinkRequest,
  LinkRequestBody,
  LinkRequestParams,
  WechatBindBody,
  WechatBinding,
  WechatQrcodeResponse,
} from '../linked.ts';

/** The endpoints of linked accounts and WeChat binding: served by `api/src/modules/linked`. */
export const linkedEndpoints = {
  linkedAccounts: {
    ...endpointPaths.linkedAccounts,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's linked accounts (user/linked) with the purchased courses each side may use, and the link " +
      'requests waiting both ways (SPEC §7 GET /user/binds)',
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  checkLink: {
    ...endpointPaths.checkLink,
    owner: 'caller',
    example: { query: { email: 'family@example.com' } },
    summary:
      'Checks an address before asking to link it (SPEC §7 GET /user/bind, which changes nothing): whether the ' +
      'caller can ask to link it, else why not (SPEC §5: unregistered, already linked to another account, the ' +
      "caller's own); it names no one (nick_name is null). Checks and requests count together per user: " +
      '429 with Retry-After past 20 an hour',
    query: LinkCheckQuery,
    response: LinkCheck,
    auth: true,
  },
  requestLink: {
    ...endpointPaths.requestLink,
    owner: 'caller',
    example: { body: { email: 'family@example.com' } },
    summary:
      'Asks to link the account of a registered address: the link exists once that account accepts on its own ' +
      'user/linked page. Refused with 409 (20801–20806) for an unregistered address, an account already linked ' +
      "to another, the caller's own, or a request already waiting",
    body: LinkRequestBody,
    response: LinkRequest,
    auth: true,
  },
  acceptLink: {
    ...endpointPaths.acceptLink,
    owner: 'caller',
    example: { params: { id: '1' } },
    summary:
      'Accepts a link request sent to the caller: the sender becomes the main account of a family the caller ' +
      "joins, and each may use the other's purchased courses; 404 for a request not sent to the caller",
    params: LinkRequestParams,
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  dropLinkRequest: {
    ...endpointPaths.dropLinkRequest,
    owner: 'caller',
    example: { params: { id: '1' } },
    summary: 'Declines a link request sent to the caller, or withdraws one the caller sent',
    params: LinkRequestParams,
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  unlinkAccount: {
    ...endpointPaths.unlinkAccount,
    owner: 'caller',
    example: { params: { user_id: '1' } },
    summary:
      "Unlinks an account linked to the caller (either side may): neither uses the other's purchases from " +
      'then on; lessons already booked keep the lesson time they spent',
    params: LinkedUserParams,
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  wechatQrcode: {
    ...endpointPaths.wechatQrcode,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "Whether the caller's account is bound to WeChat and, when it can be bound, a QR code (SVG data URL) of " +
      "WeChat's website sign-in (qrconnect, scope snsapi_login) with a single-use state that expires in 10 " +
      'minutes; WeChat sends the scanner back to user/linked with ?code=…&state=…. Unavailable without a ' +
      'WeChat application configured',
    query: LinkedLanguageQuery,
    response: WechatQrcodeResponse,
    auth: true,
  },
  bindWechat: {
    ...endpointPaths.bindWechat,
    owner: 'caller',
    example: { body: { code: 'code-from-wechat', state: 'state-of-the-qr-code' } },
    summary:
      "Binds the WeChat account that scanned the caller's QR code: the state must be the caller's, unused and " +
      "unexpired; the code is exchanged at WeChat's sns/oauth2/access_token. Refused (20807–20810) when WeChat " +
      'is unavailable, does not confirm, or the WeChat account is bound to another user',
    body: WechatBindBody,
    response: WechatBinding,
    auth: true,
  },
  unbindWechat: {
    ...endpointPaths.unbindWechat,
    owner: 'caller',
    example: {},
    summary: "Unbinds the caller's WeChat account",
    response: WechatBinding,
    auth: true,
  },
} as const satisfies EndpointTable;
