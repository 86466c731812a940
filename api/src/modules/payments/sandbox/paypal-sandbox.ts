import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaypalConfig } from '../payment-gateways-config.ts';
import { deliverNotification, parseSandboxBodies } from './sandbox-http.ts';
import { sendApprovalPage, sendSandboxError } from './sandbox-page.ts';
import { findOrAdd, memorySandboxStore, type SandboxStore } from './sandbox-store.ts';

interface Merchant {
  clientId: string;
  clientSecret: string;
  merchantId: string;
  webhookId: string;
  webhookUrl: string | undefined;
  baseUrl: string;
}

interface Money {
  currency_code: string;
  value: string;
}

interface SandboxOrder {
  id: string;
  /** The merchant's client id. */
  clientId: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  customId: string;
  invoiceId?: string;
  description: string;
  amount: Money;
  returnUrl: string;
  cancelUrl: string;
  capture?: { id: string; status: 'COMPLETED' };
  createTime: string;
}

export interface PaypalSandbox {
  /** Fastify plugin: register it under a prefix, which is then the API's base URL. */
  routes(app: FastifyInstance): Promise<void>;
  /** A new REST app (client id and secret, a webhook posting to `webhookUrl`), as client configuration. */
  addMerchant(baseUrl: string, webhookUrl?: string): Promise<PaypalConfig>;
  /**
   * Webhooks this process sent (the event and its signed headers, as posted), with the receiver's answers, newest last;
   * `settled` waits for those in flight.
   */
  readonly deliveries: Array<{
    url: string;
    eventType: string;
    json: string;
    headers: Record<string, string>;
    answer: string;
  }>;
  settled(): Promise<void>;
}

const upperId = (length: number) =>
  Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[byte % 34]).join('');

/** The text PayPal signs for a webhook: transmission id, time, webhook id and the body's CRC32. */
const webhookSigningText = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(body) >>> 0}`;

/**
 * A local PayPal REST API: OAuth client credentials, Orders v2 create/get/capture, an approve/decline
 * page for the payer, webhooks signed with its own RSA key (made once and kept in `store`) and the
 * verify-webhook-signature call. Merchants ("merchant" by client id), access tokens ("token"), orders
 * ("order") and the first answers to PayPal-Request-Ids ("request") are records of `store`.
 */
export async function createPaypalSandbox(
  store: SandboxStore = memorySandboxStore(),
): Promise<PaypalSandbox> {
  const signing = await findOrAdd(store, 'key', 'signing', () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }),
  );
  const deliveries: PaypalSandbox['deliveries'] = [];
  const inFlight = new Set<Promise<void>>();

  const paypalError = (reply: FastifyReply, status: number, name: string, issue: string) =>
    reply
      .status(status)
      .send({ name, message: issue, debug_id: upperId(12), details: [{ issue, description: issue }] });

  async function merchantOf(request: FastifyRequest): Promise<Merchant | undefined> {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const token = match ? await store.get<{ clientId: string }>('token', match[1] as string) : undefined;
    return token ? store.get<Merchant>('merchant', token.clientId) : undefined;
  }

  /** The order with its merchant, or undefined when there is no such order. */
  async function orderOf(id: string): Promise<{ order: SandboxOrder; merchant: Merchant } | undefined> {
    const order = id ? await store.get<SandboxOrder>('order', id) : undefined;
    const merchant = order ? await store.get<Merchant>('merchant', order.clientId) : undefined;
    return order && merchant ? { order, merchant } : undefined;
  }

  function orderJson(order: SandboxOrder, merchant: Merchant) {
    const links = [
      { href: `${merchant.baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ];
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `${merchant.baseUrl}/checkoutnow?token=${order.id}`,
        rel: 'payer-action',
        method: 'GET',
      });
    }
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      create_time: order.createTime,
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: order.customId,
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          description: order.description,
          amount: order.amount,
          payee: { merchant_id: merchant.merchantId },
          ...(order.capture ? { payments: { captures: [captureJson(order, merchant)] } } : {}),
        },
      ],
      links,
    };
  }

  function captureJson(order: SandboxOrder, merchant: Merchant) {
    return {
      id: order.capture?.id,
      status: order.capture?.status,
      amount: order.amount,
      custom_id: order.customId,
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      final_capture: true,
      payee: { merchant_id: merchant.merchantId },
      supplementary_data: { related_ids: { order_id: order.id } },
    };
  }

  /** Signs and posts a webhook event to the merchant's webhook URL, in the background like PayPal. */
  function sendWebhook(merchant: Merchant, eventType: string, resourceType: string, resource: object) {
    const url = merchant.webhookUrl;
    if (!url) return;
    const body = JSON.stringify({
      id: `WH-${upperId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: `${eventType} (sandbox)`,
      resource,
    });
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const signature = createSign('RSA-SHA256')
      .update(webhookSigningText(transmissionId, time, merchant.webhookId, body))
      .sign(signing.privateKey, 'base64');
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${merchant.baseUrl}/v1/notifications/certs/sandbox`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': time,
    };
    const delivery = deliverNotification(url, { json: body, headers }).then((answer) => {
      deliveries.push({
        url,
        eventType,
        json: body,
        headers,
        answer: 'text' in answer ? `${answer.status} ${answer.text}` : answer.error,
      });
    });
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  async function settle(reply: FastifyReply, id: string, approved: boolean) {
    // Awaiting the payer → approved or voided once, whichever process the payer's click reaches.
    const settled = await store.update<SandboxOrder>('order', id, (current) =>
      current.status === 'PAYER_ACTION_REQUIRED'
        ? { ...current, status: approved ? 'APPROVED' : 'VOIDED' }
        : undefined,
    );
    const merchant = settled && (await store.get<Merchant>('merchant', settled.record.clientId));
    if (!settled || !merchant) return sendSandboxError(reply, 404, 'no such order');
    const order = settled.record;
    if (!settled.changed) return sendSandboxError(reply, 409, `the order is ${order.status}`);
    sendWebhook(
      merchant,
      approved ? 'CHECKOUT.ORDER.APPROVED' : 'CHECKOUT.ORDER.VOIDED',
      'checkout-order',
      orderJson(order, merchant),
    );
    const back = new URL(approved ? order.returnUrl : order.cancelUrl);
    back.searchParams.set('token', order.id);
    if (approved) back.searchParams.set('PayerID', upperId(13));
    return reply.redirect(back.toString(), 303);
  }

  async function routes(app: FastifyInstance) {
    parseSandboxBodies(app);

    app.post('/v1/oauth2/token', async (request, reply) => {
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
      const [clientId, clientSecret] = Buffer.from(basic?.[1] ?? '', 'base64')
        .toString()
        .split(':');
      const merchant = clientId ? await store.get<Merchant>('merchant', clientId) : undefined;
      if (!merchant || merchant.clientSecret !== clientSecret) {
        return reply
          .status(401)
          .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
      await store.put('token', accessToken, { clientId: merchant.clientId });
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: `APP-${merchant.merchantId}`,
        expires_in: 32400,
        nonce: randomUUID(),
      };
    });

    app.post('/v2/checkout/orders', async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
      const requestId = request.headers['paypal-request-id'];
      const createKey =
        typeof requestId === 'string' ? `${merchant.clientId}:create:${requestId}` : undefined;
      const repeat = createKey && (await store.get('request', createKey));
      if (repeat) return reply.status(201).send(repeat);
      const body = (request.body ?? {}) as {
        intent?: string;
        purchase_units?: Array<{
          custom_id?: string;
          invoice_id?: string;
          description?: string;
          amount?: Money;
        }>;
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      };
      const unit = body.purchase_units?.[0];
      const context = body.payment_source?.paypal?.experience_context;
      if (body.intent !== 'CAPTURE' || !unit?.amount || !/^\d+(\.\d{1,2})?$/.test(unit.amount.value ?? '')) {
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
      }
      if (unit.amount.currency_code === 'CNY') {
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_NOT_SUPPORTED');
      }
      if (!context?.return_url) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'MISSING_RETURN_URL');
      const order: SandboxOrder = {
        id: upperId(17),
        clientId: merchant.clientId,
        status: 'PAYER_ACTION_REQUIRED',
        customId: unit.custom_id ?? '',
        ...(unit.invoice_id ? { invoiceId: unit.invoice_id } : {}),
        description: unit.description ?? '',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url ?? context.return_url,
        createTime: new Date().toISOString(),
      };
      await store.add('order', order.id, order);
      const answer = orderJson(order, merchant);
      // The same request sent to two processes at once: both answer the first order.
      return reply.status(201).send(createKey ? await store.add('request', createKey, answer) : answer);
    });

    app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
      const found = await orderOf(request.params.id);
      if (found?.order.clientId !== merchant.clientId)
        return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return orderJson(found.order, merchant);
    });

    app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
      const found = await orderOf(request.params.id);
      if (found?.order.clientId !== merchant.clientId)
        return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const requestId = request.headers['paypal-request-id'];
      const captureKey =
        typeof requestId === 'string' ? `${merchant.clientId}:capture:${requestId}` : undefined;
      const repeat = captureKey && (await store.get('request', captureKey));
      if (repeat) return reply.status(201).send(repeat);
      // Approved → completed once, whichever process the capture reaches.
      const captured = await store.update<SandboxOrder>('order', found.order.id, (current) =>
        current.status === 'APPROVED'
          ? { ...current, status: 'COMPLETED', capture: { id: upperId(17), status: 'COMPLETED' } }
          : undefined,
      );
      const order = captured?.record ?? found.order;
      if (!captured?.changed) {
        // The same capture request may have completed it at another process a moment ago.
        const replay = captureKey && (await store.get('request', captureKey));
        if (replay) return reply.status(201).send(replay);
        return order.status === 'COMPLETED'
          ? paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
          : paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      }
      const answer = orderJson(order, merchant);
      if (captureKey) await store.add('request', captureKey, answer);
      sendWebhook(merchant, 'PAYMENT.CAPTURE.COMPLETED', 'capture', captureJson(order, merchant));
      return reply.status(201).send(answer);
    });

    app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fields = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ];
      if (fields.some((name) => typeof body[name] !== 'string') || typeof body.webhook_event !== 'object') {
        return paypalError(reply, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
      }
      const text = webhookSigningText(
        body.transmission_id as string,
        body.transmission_time as string,
        body.webhook_id as string,
        JSON.stringify(body.webhook_event),
      );
      const genuine =
        body.webhook_id === merchant.webhookId &&
        createVerify('RSA-SHA256')
          .update(text)
          .verify(signing.publicKey, body.transmission_sig as string, 'base64');
      return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
    });

    // PayPal serves an X.509 certificate here; the sandbox serves its bare public key.
    app.get('/v1/notifications/certs/sandbox', async (_request, reply) =>
      reply.type('application/x-pem-file').send(signing.publicKey),
    );

    app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
      const found = await orderOf(request.query.token ?? '');
      if (!found) return sendSandboxError(reply, 404, 'no such order');
      const { order, merchant } = found;
      if (order.status !== 'PAYER_ACTION_REQUIRED')
        return sendSandboxError(reply, 409, `the order is ${order.status}`);
      return sendApprovalPage(reply, {
        gateway: 'PayPal',
        merchant: merchant.merchantId,
        subject: order.description,
        amount: `${order.amount.value} ${order.amount.currency_code}`,
        approveUrl: `checkoutnow/${order.id}/approve`,
        declineUrl: `checkoutnow/${order.id}/decline`,
        returnUrl: order.returnUrl,
      });
    });
    app.post<{ Params: { id: string } }>('/checkoutnow/:id/approve', (request, reply) =>
      settle(reply, request.params.id, true),
    );
    app.post<{ Params: { id: string } }>('/checkoutnow/:id/decline', (request, reply) =>
      settle(reply, request.params.id, false),
    );
  }

  return {
    routes,
    deliveries,
    async settled() {
      // A delivery's receiver may cause another (a capture after an approval): wait for those too.
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async addMerchant(baseUrl, webhookUrl) {
      const merchant: Merchant = {
        clientId: `sandbox-${randomBytes(12).toString('base64url')}`,
        clientSecret: randomBytes(24).toString('base64url'),
        merchantId: upperId(13),
        webhookId: upperId(17),
        webhookUrl,
        baseUrl,
      };
      await store.put('merchant', merchant.clientId, merchant);
      return {
        clientId: merchant.clientId,
        clientSecret: merchant.clientSecret,
        webhookId: merchant.webhookId,
        environment: 'sandbox',
        baseUrl,
        currency: 'USD',
      };
    },
  };
}
