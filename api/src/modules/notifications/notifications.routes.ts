import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  emailPreferences,
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadCount,
  updateEmailPreferences,
} from './notifications.service.ts';

/** The notification centre's endpoints: the caller's notices, their read marks and email preferences. */
export function notificationsHandlers(
  db: Kysely<Database>,
  now: () => Date,
): Pick<
  EndpointHandlers,
  | 'notifications'
  | 'notificationCount'
  | 'readNotification'
  | 'readAllNotifications'
  | 'notificationPreferences'
  | 'updateNotificationPreferences'
> {
  return {
    notifications: async ({ user, query }) => listNotifications(db, user.id, query.page, query.page_size),
    notificationCount: async ({ user }) => unreadCount(db, user.id),
    readNotification: async ({ user, params }) => readNotification(db, user.id, params.id, now()),
    readAllNotifications: async ({ user }) => readAllNotifications(db, user.id, now()),
    notificationPreferences: async ({ user }) => emailPreferences(db, user.id),
    updateNotificationPreferences: async ({ user, body }) => updateEmailPreferences(db, user.id, body),
  };
}
