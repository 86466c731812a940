import { randomBytes } from 'node:crypto';
import {
  type CreatedTopUp,
  ERROR_CODES,
  FALLBACK_LANG,
  ORDER_MESSAGES,
  rechargeGiftYuan,
  type TopUp,
  type TopUpBody,
  type TopUpGateway,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { idempotent } from '../../db/idempotent.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, idempotencyKeyReused, notFound } from '../../http/errors.ts';
import { SECRET_HEADERS } from '../../http/log-redaction.ts';
import { transform } from '../currency/index.ts';
import { LEDGER_KIND, openWallet, platformAccount, transfer } from '../ledger/index.ts';
import {
  type Acknowledgement,
  type ExchangeQuote,
  isRefusal,
  notifyPath,
  type PaymentGateways,
  type PaymentState,
  type RawNotification,
} from '../payments/index.ts';
import type { GatewayQueryThrottle } from './gateway-query-throttle.ts';
import { boundedHeaders, type NotifySenders, REFUSED_BODY_KEPT_BYTES } from './notify-senders.ts';
import {
  findPendingTopUps,
  findTopUpByPaymentId,
  findUserTopUp,
  insertNotification,
  insertTopUp,
  lockTopUp,
  notificationApplied,
  recordNotificationOutcome,
  type TopUpRow,
  updateTopUp,
} from './top-ups.repository.ts';

export interface TopUpDeps {
  db: Kysely<Database>;
  gateways: PaymentGateways;
  /** The site's origin: return and notify URLs are built on it. */
  publicUrl: string;
}

const FEN_PER_YUAN = 100;

const toTopUp = (row: TopUpRow, gateways: PaymentGateways): TopUp => ({
  id: Number(row.id),
  amount: Number(row.amount_minor) / FEN_PER_YUAN,
  gift: Number(row.gift_minor) / FEN_PER_YUAN,
  gateway: row.gateway as TopUpGateway,
  status: row.status as TopUp['status'],
  charged_minor: row.charged_minor === null ? null : Number(row.charged_minor),
  charged_currency: row.charged_currency,
  rate: row.rate,
  sandbox: gateways[row.gateway as TopUpGateway].sandbox,
  created_at: row.created_at.toISOString(),
});

const conflict = (message: string) => new ApiError(409, message, { code: ERROR_CODES.conflict });

/** The language of the page the gateway sends the payer back to. */
const returnLanguage = (body: v.InferOutput<typeof TopUpBody>) => body.language ?? FALLBACK_LANG;

/**
 * What a repeat of an Idempotency-Key must ask again to be answered the same: the return page's language
 * too, since the gateway's payment (and so the answer's URL) carries it.
 */
const fingerprintOf = (body: v.InferOutput<typeof TopUpBody>) =>
  `${body.amount}|${body.gateway}|${body.device ?? 'pc'}|${returnLanguage(body)}`;

/**
 * Starts a top-up: a row saying what is asked, then the gateway's payment, whose URL the payer is sent
 * to. Nothing is credited here. With an Idempotency-Key, a repeat gets the first answer and a repeat with
 * other parameters a 409 (the shared idempotency helper, which keeps the top-up's id beside the key); the
 * gateway is asked once the row has committed, outside any transaction.
 */
export async function createTopUp(
  deps: TopUpDeps,
  userId: number,
  body: v.InferOutput<typeof TopUpBody>,
  idempotencyKey: string | undefined,
): Promise<CreatedTopUp> {
  const fingerprint = fingerprintOf(body);
  const { answer: topUpId, replayed } = await idempotent(
    deps.db,
    {
      userId,
      scope: 'createTopUp',
      key: idempotencyKey,
      fingerprint,
      reused: () => idempotencyKeyReused(ORDER_MESSAGES.idempotencyKeyReused),
    },
    async (trx) => {
      const inserted = await insertTopUp(trx, {
        userId,
        gateway: body.gateway,
        device: body.device ?? 'pc',
        amountMinor: body.amount * FEN_PER_YUAN,
        giftMinor: rechargeGiftYuan(body.amount) * FEN_PER_YUAN,
        paymentId: `TU${randomBytes(15).toString('hex')}`,
        idempotencyKey: idempotencyKey ?? null,
        fingerprint,
      });
      return inserted.id;
    },
  );
  const row = await findUserTopUp(deps.db, userId, Number(topUpId));
  if (!row) throw new Error(`top-up ${topUpId} of its idempotency key not found`);
  if (replayed) {
    if (!row.redirect_url) throw conflict('A top-up with this Idempotency-Key is still being created');
    return { ...toTopUp(row, deps.gateways), redirect_url: row.redirect_url };
  }
  const gateway = deps.gateways[body.gateway];
  const amountMinor = Number(row.amount_minor);
  let quote: ExchangeQuote | undefined;
  if (gateway.chargeCurrency !== 'CNY') {
    const converted = await transform(deps.db, { amount: amountMinor, to: gateway.chargeCurrency });
    quote = {
      currency: converted.currency,
      amountMinor: converted.amount_minor,
      rate: converted.rate,
      rateDate: converted.rate_date,
    };
  }
  const origin = deps.publicUrl.replace(/\/+$/, '');
  let created: Awaited<ReturnType<typeof gateway.createPayment>>;
  try {
    created = await gateway.createPayment({
      paymentId: row.payment_id,
      amountMinor,
      currency: 'CNY',
      subject: `Tuition balance top-up ${body.amount} CNY`,
      returnUrl: `${origin}/${returnLanguage(body)}/redirect/${body.gateway}?top_up=${row.id}`,
      notifyUrl: `${origin}${notifyPath(body.gateway)}`,
      device: body.device ?? 'pc',
      ...(quote ? { quote } : {}),
    });
  } catch (error) {
    await updateTopUp(deps.db, row.id, { status: 'failed' });
    throw Object.assign(new ApiError(502, 'The payment gateway did not answer; please try again later'), {
      cause: error,
    });
  }
  const changes = {
    status: 'pending',
    redirect_url: created.redirectUrl,
    gateway_payment_id: created.gatewayPaymentId ?? null,
    charged_minor: String(created.charged.amountMinor),
    charged_currency: created.charged.currency,
    rate: created.charged.rate ?? null,
    rate_date: created.charged.rateDate ?? null,
  };
  await updateTopUp(deps.db, row.id, changes);
  return { ...toTopUp({ ...row, ...changes }, deps.gateways), redirect_url: created.redirectUrl };
}

/**
 * A top-up of the user's, as the payment redirect page polls it. A pending one is first confirmed at its
 * gateway (when `throttle` allows: not asked about in the last seconds), as the re-query job would, so a
 * payer back from the gateway sees it paid even when the notification is late. Concurrent polls, here or
 * in other processes, settle through the same row lock and capture idempotency as notifications.
 */
export async function getTopUp(
  deps: TopUpDeps,
  userId: number,
  id: number,
  throttle: GatewayQueryThrottle,
): Promise<TopUp> {
  const row = await findUserTopUp(deps.db, userId, id);
  if (!row) throw notFound();
  if (row.status !== 'pending' || !throttle.claim(row.id)) return toTopUp(row, deps.gateways);
  try {
    await requeryTopUp(deps, row, new Date());
  } catch {
    // The gateway is unreachable or answered nonsense: the page polls again, the job asks again.
    return toTopUp(row, deps.gateways);
  }
  // Settled by this query or meanwhile by a notification: read what the row says now.
  return toTopUp((await findUserTopUp(deps.db, userId, id)) ?? row, deps.gateways);
}

type Settlement = 'applied' | 'duplicate' | { refused: string };

/**
 * Applies what the gateway said of a top-up, once: `paid` credits the wallet (bill type 1 from the
 * gateway's clearing account, and the tier's gift as bill type 6 from gift expense) in the same
 * transaction that marks it paid; `failed` marks it failed. The top-up's row lock makes concurrent
 * deliveries apply one after the other; the later ones find it done. A charge that is not what was
 * asked (amount, currency) is refused and credits nothing.
 */
async function settleTopUp(
  deps: TopUpDeps,
  topUpId: string,
  state: PaymentState,
  notification?: { id: string; status: string; gatewayPaymentId: string },
): Promise<Settlement> {
  const seen = await findTopUpAccounts(deps, topUpId);
  if (!seen) return { refused: 'unknown-payment' };
  const { clearing, gift, wallet } = seen;
  return deps.db.transaction().execute(async (trx): Promise<Settlement> => {
    const topUp = await lockTopUp(trx, topUpId);
    if (!topUp) return { refused: 'unknown-payment' };
    if (
      notification &&
      (await notificationApplied(trx, {
        gateway: topUp.gateway,
        gatewayPaymentId: notification.gatewayPaymentId,
        status: notification.status,
      }))
    ) {
      return 'duplicate';
    }
    const markApplied = async () => {
      if (!notification) return;
      await recordNotificationOutcome(trx, notification.id, {
        outcome: 'applied',
        gatewayPaymentId: notification.gatewayPaymentId,
        status: notification.status,
        topUpId,
      });
    };
    if (state.status === 'paid') {
      if (state.amountMinor !== Number(topUp.charged_minor) || state.currency !== topUp.charged_currency) {
        return { refused: 'wrong-amount' };
      }
      if (topUp.status === 'paid') return 'duplicate';
      const amount = Number(topUp.amount_minor);
      const reference = `${topUp.gateway}:${state.gatewayPaymentId ?? topUp.gateway_payment_id ?? topUp.payment_id}`;
      await transfer(trx, {
        kind: LEDGER_KIND.recharge,
        entries: [
          { accountId: clearing, amount: -amount },
          { accountId: wallet, amount },
        ],
        idempotencyKey: `top-up:${topUp.payment_id}`,
        reference,
        description: `Top-up through ${topUp.gateway}`,
        metadata: {
          top_up_id: topUp.id,
          charged_minor: state.amountMinor,
          charged_currency: state.currency,
          ...(topUp.rate ? { rate: topUp.rate, rate_date: topUp.rate_date } : {}),
        },
      });
      const giftMinor = Number(topUp.gift_minor);
      if (giftMinor > 0) {
        await transfer(trx, {
          kind: LEDGER_KIND.rechargeGift,
          entries: [
            { accountId: gift, amount: -giftMinor },
            { accountId: wallet, amount: giftMinor },
          ],
          idempotencyKey: `top-up-gift:${topUp.payment_id}`,
          reference,
          description: 'Recharge gift',
          metadata: { top_up_id: topUp.id },
        });
      }
      await updateTopUp(trx, topUp.id, {
        status: 'paid',
        ...(state.gatewayPaymentId ? { gateway_payment_id: state.gatewayPaymentId } : {}),
      });
    } else if (state.status === 'failed' && topUp.status !== 'paid') {
      await updateTopUp(trx, topUp.id, { status: 'failed' });
    }
    await markApplied();
    return 'applied';
  });
}

/** The accounts a top-up's credit moves, opened before its transaction (each once per owner). */
async function findTopUpAccounts(deps: TopUpDeps, topUpId: string) {
  const topUp = await deps.db
    .selectFrom('top_ups')
    .select(['user_id', 'gateway'])
    .where('id', '=', topUpId)
    .executeTakeFirst();
  if (!topUp) return undefined;
  const [clearing, gift, wallet] = await Promise.all([
    platformAccount(deps.db, `${topUp.gateway as TopUpGateway}_clearing`),
    platformAccount(deps.db, 'gift_expense'),
    openWallet(deps.db, topUp.user_id),
  ]);
  return { clearing: clearing.id, gift: gift.id, wallet: wallet.id };
}

/** What the notify route answers: the gateway's acknowledgement, or a refusal (never a credit). */
export type NotificationAnswer = { ack: Acknowledgement } | { refused: string };

/**
 * A gateway's notification: verified first (signature, merchant, freshness by the gateway), then stored raw
 * and checked here (payment, amount and currency), and applied once. PayPal's `approved` is captured on the
 * server and credited on the capture's `paid`. The acknowledgement is returned only after the commit.
 * What does not verify is unsigned as far as anyone knows: it is stored only as a bounded sample per sender
 * (`senders`), truncated, so a flood of posts cannot fill the inbox.
 */
export async function receiveNotification(
  deps: TopUpDeps,
  gatewayName: TopUpGateway,
  raw: { headers: RawNotification['headers']; body: Buffer; sender?: string },
  senders?: NotifySenders,
): Promise<NotificationAnswer> {
  const gateway = deps.gateways[gatewayName];
  // What the gateway signs is kept; credentials a client may have sent along (cookies) are not.
  const stored = Object.entries(raw.headers).filter(([name]) => !SECRET_HEADERS.includes(name));
  const check = await gateway.verifyNotification({ headers: raw.headers, body: raw.body.toString('utf8') });
  if (isRefusal(check)) {
    const { store } = senders ? await senders.refused(raw.sender ?? 'unknown') : { store: true };
    if (store) {
      const id = await insertNotification(deps.db, {
        gateway: gatewayName,
        headers: boundedHeaders(stored),
        body: raw.body.subarray(0, REFUSED_BODY_KEPT_BYTES),
      });
      await recordNotificationOutcome(deps.db, id, { outcome: 'refused', refusal: check.refused });
    }
    return { refused: check.refused };
  }
  const id = await insertNotification(deps.db, {
    gateway: gatewayName,
    headers: Object.fromEntries(stored),
    body: raw.body,
  });
  const refuse = async (refusal: string, topUpId?: string): Promise<NotificationAnswer> => {
    await recordNotificationOutcome(deps.db, id, {
      outcome: 'refused',
      refusal,
      ...(topUpId ? { topUpId } : {}),
    });
    return { refused: refusal };
  };
  const topUp = await findTopUpByPaymentId(deps.db, gatewayName, check.paymentId);
  if (!topUp) return refuse('unknown-payment');
  const inboxKey = { gatewayPaymentId: check.gatewayPaymentId, status: check.status };
  const acknowledgeDuplicate = async (): Promise<NotificationAnswer> => {
    await recordNotificationOutcome(deps.db, id, { outcome: 'duplicate', ...inboxKey, topUpId: topUp.id });
    return { ack: gateway.acknowledgement };
  };
  if (check.redelivered) {
    // Our first acknowledgement was lost: once that delivery is applied, the gateway hears so again.
    const applied = await notificationApplied(deps.db, { gateway: gatewayName, ...inboxKey });
    return applied ? acknowledgeDuplicate() : refuse('replayed', topUp.id);
  }
  let state: PaymentState = {
    status: check.status,
    gatewayPaymentId: check.gatewayPaymentId,
    amountMinor: check.amountMinor,
    currency: check.currency,
  };
  if (check.status === 'approved') {
    if (check.amountMinor !== Number(topUp.charged_minor) || check.currency !== topUp.charged_currency) {
      return refuse('wrong-amount', topUp.id);
    }
    state = await captureApproved(deps, topUp, check.gatewayPaymentId);
  }
  const settled = await settleTopUp(deps, topUp.id, state, { id, ...inboxKey });
  if (typeof settled === 'object') return refuse(settled.refused, topUp.id);
  if (settled === 'duplicate') return acknowledgeDuplicate();
  return { ack: gateway.acknowledgement };
}

/** Charges an approved payment on the server (PayPal); its answer is what gets credited. */
async function captureApproved(deps: TopUpDeps, topUp: TopUpRow, gatewayPaymentId: string) {
  const gateway = deps.gateways[topUp.gateway as TopUpGateway];
  if (!gateway.capture) return { status: 'pending' } as PaymentState;
  return gateway.capture({ paymentId: topUp.payment_id, gatewayPaymentId });
}

/** A payment the gateway never heard of after this long was abandoned before the gateway's page. */
const ABANDONED_AFTER_MS = 24 * 3600_000;

/**
 * The re-query job: asks the gateway about top-ups still pending after `olderThanMs` and applies what
 * it says, as a notification would (PayPal's approved ones are captured). A gateway that fails to
 * answer is asked again next time. Returns how many top-ups reached a final state.
 */
export async function requeryPendingTopUps(
  deps: TopUpDeps,
  options: { now?: Date; olderThanMs?: number; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const pending = await findPendingTopUps(
    deps.db,
    new Date(now.getTime() - (options.olderThanMs ?? 60_000)),
    options.limit ?? 50,
  );
  let settled = 0;
  for (const topUp of pending) {
    try {
      if (await requeryTopUp(deps, topUp, now)) settled += 1;
    } catch {
      // The gateway is unreachable or answered nonsense: the next run asks again.
    }
  }
  return settled;
}

/**
 * Asks the gateway about a pending top-up and applies what it says, as a notification would (PayPal's
 * approved payment is captured first). True when this brought the top-up to a final state; throws when
 * the gateway does not answer.
 */
async function requeryTopUp(deps: TopUpDeps, topUp: TopUpRow, now: Date): Promise<boolean> {
  const gateway = deps.gateways[topUp.gateway as TopUpGateway];
  let state = await gateway.queryPayment({
    paymentId: topUp.payment_id,
    ...(topUp.gateway_payment_id ? { gatewayPaymentId: topUp.gateway_payment_id } : {}),
  });
  if (state.status === 'approved' && state.gatewayPaymentId) {
    state = await captureApproved(deps, topUp, state.gatewayPaymentId);
  }
  if (state.status === 'not-found') {
    if (now.getTime() - topUp.created_at.getTime() < ABANDONED_AFTER_MS) return false;
    state = { status: 'failed' };
  }
  if (state.status !== 'paid' && state.status !== 'failed') return false;
  return (await settleTopUp(deps, topUp.id, state)) === 'applied';
}
