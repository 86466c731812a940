import type { Notification } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { Button, EmptyState, Pager, useLang } from '@hanyu/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import frame from '../page-frame/list-page.module.css';
import { PastLastPage } from '../page-frame/states.tsx';
import { usePagerLabels } from '../page-frame/use-pager-labels.ts';
import { noticeHref, useNoticeText } from './notice-text.tsx';
import { NOTIFICATIONS_PAGE_SIZE, type notificationsLoader } from './notifications-loader.ts';
import styles from './notifications-page.module.css';

/**
 * user/notifications: what happened to the user (lessons, refunds, disputes, payouts, messages, reviews),
 * newest first, a page at a time; each notice links to its subject and may be marked read, or all at once.
 * A notice that comes while the page is open (the bell's live frame) reloads the list.
 */
export function NotificationsPage() {
  const { t } = useTranslation('userCenter');
  const { page, notifications } = useLoaderData<typeof notificationsLoader>();
  const revalidator = useRevalidator();
  const pagerLabels = usePagerLabels();
  const [failed, setFailed] = useState(false);
  const { list, total, unread } = notifications;

  // Live: a notice came (or a burst of messages grew one), or this or another tab read some.
  useEffect(
    () =>
      bus.on('notifications:changed', ({ unread: now, notificationId }) => {
        if (now !== unread || notificationId !== null) void revalidator.revalidate();
      }),
    [revalidator, unread],
  );

  const mark = async (read: () => Promise<{ unread: number }>) => {
    setFailed(false);
    try {
      const { unread: left } = await read();
      // The bell takes the count, and this page reloads on it (above).
      bus.emit('notifications:changed', { unread: left, notificationId: null });
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={frame.page}>
      <div className={styles.head}>
        <h1 className={frame.title}>{t('notifications.heading')}</h1>
        {unread > 0 ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => mark(() => api.readAllNotifications({}))}
            data-testid="notifications-read-all"
          >
            {t('notifications.readAll')}
          </Button>
        ) : null}
      </div>
      <p className={styles.lead} aria-live="polite">
        {unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.allRead')}
      </p>
      {failed ? (
        <p className={styles.failure} role="alert">
          {t('notifications.failed')}
        </p>
      ) : null}
      {list.length === 0 ? (
        total > 0 ? (
          <PastLastPage />
        ) : (
          <EmptyState title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
        )
      ) : (
        <>
          <ul className={styles.list} data-testid="notifications-list">
            {list.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                onRead={() => mark(() => api.readNotification({ params: { id: String(notice.id) } }))}
              />
            ))}
          </ul>
          <Pager page={page} pageSize={NOTIFICATIONS_PAGE_SIZE} total={total} labels={pagerLabels} />
        </>
      )}
    </div>
  );
}

function NoticeItem({ notice, onRead }: { notice: Notification; onRead: () => void }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const describe = useNoticeText();
  const unread = notice.read_at === null;
  return (
    <li
      className={`${styles.item} ${unread ? styles.unread : ''}`}
      data-testid="notification"
      data-kind={notice.kind}
    >
      <div className={styles.body}>
        <p className={styles.text}>
          {unread ? <span className="hy-visually-hidden">{t('notifications.new')} </span> : null}
          {describe(notice)}
        </p>
        <p className={styles.meta}>
          <DateTime iso={notice.created_at} />
          {' · '}
          <Link to={noticeHref(notice, lang)} onClick={unread ? onRead : undefined}>
            {t(`notifications.open.${notice.kind}`)}
          </Link>
        </p>
      </div>
      {unread ? (
        <Button variant="ghost" size="small" onClick={onRead}>
          {t('notifications.markRead')}
        </Button>
      ) : null}
    </li>
  );
}
