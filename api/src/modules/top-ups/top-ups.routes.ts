import { TOP_UP_GATEWAYS } from '@hanyu/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { errorBody } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { gatewayQueryThrottle } from './gateway-query-throttle.ts';
import {
  createNotifySenders,
  DEFAULT_NOTIFY_SENDER_LIMITS,
  type NotifySenderLimits,
} from './notify-senders.ts';
import { createTopUp, getTopUp, receiveNotification, type TopUpDeps } from './top-ups.service.ts';

export function topUpHandlers(deps: TopUpDeps): Pick<EndpointHandlers, 'createTopUp' | 'topUp'> {
  const gatewayQueries = gatewayQueryThrottle();
  return {
    createTopUp: async ({ user, body, request }) =>
      createTopUp(deps, user.id, body, idempotencyKeyOf(request)),
    topUp: async ({ user, params }) => getTopUp(deps, user.id, params.id, gatewayQueries),
  };
}

/** A gateway's notification is small; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * The gateways' notify routes, `/pay/notify/{gateway}` under /api: outside the contract table, since
 * their bodies are the gateways' own (Alipay's and GoAllPay's forms, PayPal's JSON, verified over its
 * exact bytes), kept as raw bytes whatever the content type. A refusal is a 400 in the API's envelope;
 * a sender past `limits.refusedPerSender` refusals gets 429 unread until its window ends.
 */
export async function registerNotifyRoutes(
  api: FastifyInstance,
  deps: TopUpDeps,
  limits: NotifySenderLimits = DEFAULT_NOTIFY_SENDER_LIMITS,
): Promise<void> {
  const senders = createNotifySenders(limits);
  await api.register(
    async (scope) => {
      // A sender whose posts keep failing verification is turned away before its body is read.
      scope.addHook('onRequest', async (request, reply) => {
        const wait = await senders.msUntilOpen(request.ip);
        if (wait === 0) return;
        request.log.warn({ sender: request.ip }, 'payment notifications refused unread: too many failed');
        reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        return reply.status(429).send(errorBody(429, 'Too many refused notifications'));
      });
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      for (const gateway of TOP_UP_GATEWAYS) {
        scope.post(`/${gateway}`, async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const answer = await receiveNotification(
            deps,
            gateway,
            { headers: request.headers, body, sender: request.ip },
            senders,
          );
          if ('refused' in answer) {
            request.log.warn({ gateway, refused: answer.refused }, 'payment notification refused');
            return reply.status(400).send(errorBody(400, `Notification refused: ${answer.refused}`));
          }
          return reply.status(answer.ack.status).type(answer.ack.contentType).send(answer.ack.body);
        });
      }
    },
    { prefix: '/pay/notify' },
  );
}
