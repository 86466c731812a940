import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  NotificationCount,
  NotificationIdParams,
  NotificationPreferences,
  NotificationPreferencesBody,
  Notifications,
  NotificationsQuery,
} from '../notifications.ts';

/** The notification centre under the bell and its email preferences; served by `api/src/modules/notifications`. */
export const notificationsEndpoints = {
  notifications: {
    ...endpointPaths.notifications,
    owner: 'caller',
    example: { query: { page: '1' } },
    summary: "A page of the caller's notifications, newest first, with how many are unread in all",
    query: NotificationsQuery,
    response: Notifications,
    auth: true,
  },
  notificationCount: {
    ...endpointPaths.notificationCount,
    owner: 'caller',
    example: {},
    summary: "How many of the caller's notifications are unread (the bell's count)",
    response: NotificationCount,
    auth: true,
  },
  readNotification: {
    ...endpointPaths.readNotification,
    owner: { resource: 'notification', param: 'id' },
    example: { params: { id: '1' } },
    summary: "Marks one of the caller's notifications read (again is harmless); another user's is a 404",
    params: NotificationIdParams,
    response: NotificationCount,
    auth: true,
  },
  readAllNotifications: {
    ...endpointPaths.readAllNotifications,
    owner: 'caller',
    example: {},
    summary: "Marks every notification of the caller's read",
    response: NotificationCount,
    auth: true,
  },
  notificationPreferences: {
    ...endpointPaths.notificationPreferences,
    owner: 'caller',
    example: {},
    summary:
      'Which kinds of notification are also mailed to the caller (all unless switched off); refund ' +
      'decisions and payouts are receipts and always mailed',
    response: NotificationPreferences,
    auth: true,
  },
  updateNotificationPreferences: {
    ...endpointPaths.updateNotificationPreferences,
    owner: 'caller',
    example: { body: { email: { new_message: false } } },
    summary: 'Switches the mails of the kinds named on or off; the others are kept',
    body: NotificationPreferencesBody,
    response: NotificationPreferences,
    auth: true,
  },
} as const satisfies EndpointTable;
