import { Button, CopyButton } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import styles from './bookings-page.module.css';

type FeedState =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'ready'; url: string | null }
  | { state: 'failed' };

/**
 * The private calendar address of user/date: lessons appear in Google, Apple or Outlook Calendar, which
 * keep polling it. Asked for only when the learner opens the panel (no request on every page view); a new
 * address replaces a leaked one.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation('userCenter');
  const [feed, setFeed] = useState<FeedState>({ state: 'closed' });
  const panel = useRef<HTMLDetailsElement>(null);

  async function load(renew: boolean) {
    setFeed({ state: 'loading' });
    try {
      const answer = renew ? await api.renewCalendarFeed({}) : await api.calendarFeed({});
      setFeed({ state: 'ready', url: answer.url });
    } catch {
      setFeed({ state: 'failed' });
    }
  }

  // On a server-rendered page the panel may have been opened before the app started (the first tap starts
  // it): its toggle went unheard, so the app looks once it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the page.
  useEffect(() => {
    if (panel.current?.open) void load(false);
  }, []);

  return (
    <details
      ref={panel}
      className={styles.calendar}
      onToggle={(event) => {
        if (event.currentTarget.open && feed.state === 'closed') void load(false);
      }}
    >
      <summary className={styles.calendarSummary}>{t('bookings.calendar.title')}</summary>
      <p className={styles.calendarText}>{t('bookings.calendar.text')}</p>
      {feed.state === 'loading' && <p aria-busy="true">{t('bookings.calendar.loading')}</p>}
      {feed.state === 'failed' && (
        <p role="alert" className={styles.calendarError}>
          {t('bookings.calendar.failed')}{' '}
          <Button variant="secondary" size="small" onClick={() => void load(false)}>
            {t('bookings.calendar.retry')}
          </Button>
        </p>
      )}
      {feed.state === 'ready' &&
        (feed.url ? (
          <div className={styles.calendarAddress}>
            <label className={styles.calendarLabel}>
              {t('bookings.calendar.address')}
              <input
                className={styles.calendarInput}
                readOnly
                value={feed.url}
                onFocus={(e) => e.target.select()}
              />
            </label>
            <div className={styles.calendarActions}>
              <CopyButton
                value={feed.url}
                label={t('bookings.calendar.copy')}
                done={t('bookings.calendar.copied')}
              />
              <Button variant="secondary" size="small" onClick={() => void load(true)}>
                {t('bookings.calendar.renew')}
              </Button>
            </div>
            <p className={styles.calendarText}>{t('bookings.calendar.private')}</p>
          </div>
        ) : (
          <Button size="small" onClick={() => void load(true)}>
            {t('bookings.calendar.create')}
          </Button>
        ))}
    </details>
  );
}
