import { COOKIES, FALLBACK_LANG, isLang, type Lang, type OrderCalculation } from '@hanyu/contract';
import { cookieFromHeader, readCookie } from '@hanyu/sdk';
import { orNotFound } from '@hanyu/ui';
import { data, type LoaderFunctionArgs } from 'react-router';
import { draftFromUrl, type OrderDraft, orderBody } from './checkout-request.ts';
import { type Answer, ask } from './use-order-calculation.ts';

export type CheckoutData =
  | {
      status: 'ready';
      /** The order as the URL (and the remembered coupon) asks for it. */
      draft: OrderDraft;
      calculation: OrderCalculation;
      /** The API sells this item one at a time (20110): the price is for one, whatever the URL asked. */
      singleOnly: boolean;
    }
  /** Not for sale (422, or a video course whose lessons are not all there yet). */
  | { status: 'unavailable' };

/** A 404 for the route's error boundary (PageError): "This course cannot be bought here", status 404. */
const cannotBeBought = () => data(null, { status: 404 });

/**
 * The remembered coupon (`app_coupon_code`): on the server from the request's cookies, in the browser from the
 * page's (a browser loader's request carries none).
 */
function rememberedCoupon(request: Request): string | undefined {
  return cookieFromHeader(request.headers.get('cookie'), COOKIES.coupon) ?? readCookie(COOKIES.coupon);
}

/** What it asks: the price, quietly (SPEC §7); a 404 (an unknown sku) is the page's 404. */
async function calculate(draft: OrderDraft, lang: Lang): Promise<Answer> {
  const answer = await ask(orderBody(draft, lang), { notFound: 'throw' });
  if (answer.status === 'failed') throw answer.error;
  return answer;
}

/**
 * checkout?sku=N[&quantity=Q][&coupon=CODE]: the price of what the URL names (SPEC §5), asked before the page
 * renders. A missing or malformed sku asks nothing and, like an unknown one, is a 404; an item sold one at a
 * time is priced for one. No answer (a 5xx, the network) is thrown: the server gives its render up, the browser
 * shows the retry.
 */
export async function checkoutLoader({ request, params }: LoaderFunctionArgs): Promise<CheckoutData> {
  const lang = isLang(params.lang) ? params.lang : FALLBACK_LANG;
  const draft = draftFromUrl(new URL(request.url).searchParams, rememberedCoupon(request));
  if (!draft) throw cannotBeBought();
  let answer = await orNotFound(calculate(draft, lang));
  let singleOnly = false;
  if (answer.status === 'singleQuantity') {
    singleOnly = true;
    answer = await orNotFound(calculate({ ...draft, quantity: 1 }, lang));
  }
  if (answer.status === 'unavailable') return { status: 'unavailable' };
  if (answer.status !== 'ready') throw cannotBeBought();
  return { status: 'ready', draft, calculation: answer.calculation, singleOnly };
}
