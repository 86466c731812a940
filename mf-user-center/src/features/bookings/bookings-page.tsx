import type { Lesson } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { buttonClassName, EmptyState, Pager, useLang, useLocalePath, withNodes, ZoneName } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { FilterLinks } from '../page-frame/filter-links.tsx';
import frame from '../page-frame/list-page.module.css';
import { PastLastPage } from '../page-frame/states.tsx';
import { usePagerLabels } from '../page-frame/use-pager-labels.ts';
import {
  BOOKING_PAGE_SIZE,
  type BookingsAnswer,
  type BookingsData,
  type bookingsLoader,
} from './bookings-loader.ts';
import styles from './bookings-page.module.css';
import { CalendarFeedPanel } from './calendar-feed.tsx';
import { LessonCard } from './lesson-card.tsx';

/**
 * The contract's codes for a refused cancellation, spelled out: importing ERROR_CODES would bring the
 * contract's schemas into this page's chunk.
 */
const CANCEL_TOO_LATE = 20207;
const NOT_BOOKED = 20208;

/** user/date (my bookings): upcoming lessons with their classroom entry time and cancellation, past ones with summaries. */
export function BookingsPage() {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const lang = useLang();
  const { query, lessons, disputes, readAt } = useLoaderData<typeof bookingsLoader>();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string>();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function cancel(lesson: Lesson): Promise<string | undefined> {
    try {
      await api.cancelLesson({ params: { id: String(lesson.id) }, query: { language: lang } });
    } catch (error) {
      if (isApiError(error) && (error.code === CANCEL_TOO_LATE || error.code === NOT_BOOKED)) {
        void revalidator.revalidate();
        return t(error.code === CANCEL_TOO_LATE ? 'bookings.cancelTooLate' : 'bookings.notBooked');
      }
      return t('bookings.cancelFailed');
    }
    setNotice(t('bookings.cancelledNotice'));
    void revalidator.revalidate();
    return undefined;
  }

  function moved(done: boolean) {
    if (done) setNotice(t('reschedule.moved'));
    void revalidator.revalidate();
  }

  return (
    <div className={frame.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('bookings.heading')}</h1>
        <Link className={buttonClassName()} to={to('book')}>
          {t('bookings.book')}
        </Link>
      </div>
      <FilterLinks
        label={t('bookings.filterLabel')}
        name="when"
        current={query.when === 'past' ? 'past' : undefined}
        options={[
          { value: undefined, label: t('bookings.upcoming') },
          { value: 'past', label: t('bookings.past') },
        ]}
      />
      <p ref={noticeRef} className={frame.notice} role="status" tabIndex={-1}>
        {notice}
      </p>
      <BookingResults
        lessons={lessons}
        disputes={disputes}
        readAt={readAt}
        query={query}
        onCancel={cancel}
        onMoved={moved}
      />
      <CalendarFeedPanel />
    </div>
  );
}

function BookingResults({
  lessons,
  disputes,
  readAt,
  query,
  onCancel,
  onMoved,
}: {
  lessons: BookingsAnswer;
  disputes: BookingsData['disputes'];
  readAt: number;
  query: BookingsData['query'];
  onCancel: (lesson: Lesson) => Promise<string | undefined>;
  onMoved: (moved: boolean) => void;
}) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const pagerLabels = usePagerLabels();
  const timeZone = useSession((state) => state.timeZone);
  const { data, total } = lessons;
  if (!data.length) {
    if (total > 0) return <PastLastPage />;
    return query.when === 'upcoming' ? (
      <EmptyState
        title={t('bookings.emptyUpcoming.title')}
        text={t('bookings.emptyUpcoming.text')}
        action={
          <Link className={buttonClassName()} to={to('book')}>
            {t('bookings.book')}
          </Link>
        }
      />
    ) : (
      <EmptyState title={t('bookings.emptyPast')} />
    );
  }
  return (
    <>
      <p className={frame.zone}>
        {withNodes((values) => t('bookings.timeZoneNote', values), { zone: <ZoneName zone={timeZone} /> })}
      </p>
      <ul className={frame.list}>
        {data.map((lesson) => (
          <li key={lesson.id}>
            <LessonCard
              lesson={lesson}
              now={readAt}
              dispute={disputes.find((each) => each.lesson_id === lesson.id)}
              onCancel={onCancel}
              onMoved={onMoved}
            />
          </li>
        ))}
      </ul>
      <Pager page={query.page} pageSize={BOOKING_PAGE_SIZE} total={total} labels={pagerLabels} />
    </>
  );
}
