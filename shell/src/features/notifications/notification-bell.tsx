import { bus } from '@hanyu/event-bus';
import { selectSignedIn, sessionStore, useSession } from '@hanyu/session';
import { useLang } from '@hanyu/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './notification-bell.module.css';
import { browserFeedEnvironment, startNotificationFeed } from './notification-feed.ts';

const subscribe = (onChange: () => void) => bus.on('notifications:changed', onChange);
const readUnread = () => bus.last('notifications:changed')?.unread;
/** The server renders the bell without a count: the count comes after hydration. */
const noCount = () => undefined;

/** The unread count as the feed last announced it; undefined until it has. */
export function useUnreadNotifications(): number | undefined {
  return useSyncExternalStore(subscribe, readUnread, noCount);
}

/** Keeps the bell's count live while someone is signed in (one feed per page: the header calls it once). */
export function useNotificationFeed(): void {
  const token = useSession((state) => state.token);
  const signedIn = useSession(selectSignedIn);
  useEffect(() => {
    if (!signedIn || !token) return;
    return startNotificationFeed(browserFeedEnvironment(() => sessionStore.getState().token));
  }, [signedIn, token]);
}

/**
 * The bell in the header: a link to the notification list, named with the unread count ("Notifications, 3
 * unread") in hidden text; the badge shows the number to the eye only, the link's name says it.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const unread = useUnreadNotifications() ?? 0;
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <Link
      to={`/${lang}/user/notifications`}
      className={styles.bell}
      title={label}
      data-testid="notification-bell"
    >
      {/* The name as hidden text, not aria-label: a label beside the visible badge must contain it word for
          word (axe's label-content-name-mismatch), which "99+" or a Korean "3개" cannot promise. */}
      <span className="hy-visually-hidden">{label}</span>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
        />
      </svg>
      {unread > 0 ? (
        <span className={styles.badge} data-testid="notification-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
