import { isApiError } from '@hanyu/sdk';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export type LinkedAnswer = Awaited<ReturnType<typeof api.linkedAccounts>>;
export type WechatAnswer = Awaited<ReturnType<typeof api.wechatQrcode>>;

/** What became of a WeChat scan that came back to this page: bound, or the refusal's code. */
export type WechatReturn = { bound: true } | { bound: false; code: number | undefined };

export interface LinkedData {
  linked: LinkedAnswer;
  /** Read after a WeChat return is handled, so it shows the binding as it is now. */
  wechat: WechatAnswer;
  /** null unless WeChat sent the visitor back here with `?code=…&state=…`. */
  wechatReturn: WechatReturn | null;
}

/** Hands a WeChat scan's code and state to the API: bound, or why not (a refusal the page words). */
function bindWechat(code: string, state: string): Promise<WechatReturn> {
  return api.bindWechat({ body: { code, state } }).then(
    (): WechatReturn => ({ bound: true }),
    (error: unknown): WechatReturn => ({ bound: false, code: isApiError(error) ? error.code : undefined }),
  );
}

/**
 * user/linked: the caller's links and requests, and WeChat binding. WeChat sends whoever scanned the page's
 * QR code back here with `?code=…&state=…`: the loader hands both to the API once (the page then drops
 * them from the address), before reading the binding again.
 */
export async function linkedLoader({ request, params }: LoaderFunctionArgs): Promise<LinkedData> {
  const language = langOf(params);
  const search = new URL(request.url).searchParams;
  const code = search.get('code');
  const state = search.get('state');
  const readWechat = async () => {
    const wechatReturn = code && state ? await bindWechat(code, state) : null;
    return { wechatReturn, wechat: await api.wechatQrcode({ query: { language } }) };
  };
  const [linked, wechat] = await Promise.all([api.linkedAccounts({ query: { language } }), readWechat()]);
  return { linked, ...wechat };
}
