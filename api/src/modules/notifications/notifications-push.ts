import type { ChatServerFrame } from '@hanyu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { countUnread } from './notifications.repository.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationSignal } from './notifications.service.ts';

/** This process's chat sockets of a user (the chat module's `localSockets`). */
export interface UserSockets {
  isConnected(userId: number): boolean;
  sendToUser(userId: number, frame: ChatServerFrame): void;
}

/**
 * Pushes each committed change of a user's notices to the user's open tabs on this process, as a
 * `notification` frame of the chat socket with the bell's new count. Every API process listens to the
 * database's NOTIFY, so every process reaches its own sockets (docs/decisions.md, "Notifications").
 * Answers a function that stops listening.
 */
export async function pushNotifications(options: {
  db: Kysely<Database>;
  listen: DatabaseHandle['listen'];
  sockets: UserSockets;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const { db, sockets, log } = options;
  const deliver = async (signal: NotificationSignal) => {
    if (!sockets.isConnected(signal.user_id)) return;
    const unread = await countUnread(db, signal.user_id);
    sockets.sendToUser(signal.user_id, {
      type: 'notification',
      notification: signal.notification,
      unread,
    });
  };
  return options.listen(NOTIFICATIONS_CHANNEL, (payload) => {
    // A reconnected listener is called without a payload: the pages catch up when they next load the count.
    if (payload === undefined) return;
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload) as NotificationSignal;
    } catch {
      return;
    }
    deliver(signal).catch((error: unknown) => log.warn({ err: error }, 'notification push failed'));
  });
}
