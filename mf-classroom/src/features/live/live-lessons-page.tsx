import type { Lesson, LessonsResponse } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { buttonClassName, LocalTime, useLang } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams } from 'react-router';
import styles from '../entry/entry.module.css';
import { EntryFrame } from '../entry/entry-frame.tsx';
import { BackLink } from '../page-frame/back-link.tsx';
import live from './live-lessons.module.css';
import type { liveLessonsLoader } from './live-lessons-loader.ts';

/**
 * learning/live/:item_id (item_id: a live course): the learner's lessons of that course. Upcoming ones, soonest
 * first, say when their classroom opens (20 minutes before the start) and link to it
 * (learning/live/one/{record_id}); past ones, latest first, show the teacher's summary.
 */
export function LiveLessonsPage() {
  const { item_id: id = '' } = useParams();
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const { upcoming, past, loadedAt } = useLoaderData<typeof liveLessonsLoader>();
  const any = upcoming.data[0] ?? past.data[0];
  const course = any && !any.trial ? any.course_title : undefined;
  const bookPath = `/${lang}/book?course=${id}`;
  return (
    <EntryFrame>
      <BackLink className={styles.back} />
      <header className={styles.lesson}>
        <h1 className={styles.title}>{course ?? t('live.title')}</h1>
        {any ? <p className={styles.meta}>{t('lesson.with', { name: any.teacher_name })}</p> : null}
      </header>
      {upcoming.total === 0 && past.total === 0 ? (
        <div className={styles.problem}>
          <p>{t('live.none')}</p>
          {/* Bought and not yet booked (issue 24): booking the first lesson is the way on. */}
          <p className={live.actions}>
            <Link className={buttonClassName('primary', 'small')} to={bookPath}>
              {t('live.book')}
            </Link>
            <Link className={buttonClassName('secondary', 'small')} to={`/${lang}/i/${id}`}>
              {t('live.coursePage')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className={live.actions}>
            <Link className={buttonClassName('primary', 'small')} to={bookPath}>
              {t('live.book')}
            </Link>
          </p>
          <LessonList
            title={t('live.upcoming')}
            empty={t('live.noUpcoming')}
            lessons={upcoming}
            loadedAt={loadedAt}
          />
          <LessonList title={t('live.past')} empty={t('live.noPast')} lessons={past} loadedAt={loadedAt} />
        </>
      )}
    </EntryFrame>
  );
}

function LessonList({
  title,
  empty,
  lessons,
  loadedAt,
}: {
  title: string;
  empty: string;
  lessons: LessonsResponse;
  loadedAt: number;
}) {
  const { t } = useTranslation('classroom');
  const headingId = useId();
  return (
    <section className={live.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lessons.data.length === 0 ? (
        <p className={styles.meta}>{empty}</p>
      ) : (
        <ol className={live.list} aria-labelledby={headingId}>
          {lessons.data.map((lesson) => (
            <LessonItem key={lesson.id} lesson={lesson} now={loadedAt} />
          ))}
        </ol>
      )}
      {lessons.total > lessons.data.length ? (
        <p className={styles.meta}>
          {t('live.more', { count: lessons.data.length })} <BackLink />
        </p>
      ) : null}
    </section>
  );
}

/** One lesson, judged ahead or open as of `now` (when the list was read). */
function LessonItem({ lesson, now }: { lesson: Lesson; now: number }) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const time = (iso: string, format: 'dateTime' | 'time') => (
    <LocalTime iso={iso} lang={lang} timeZone={zone} format={format} />
  );
  const ahead = lesson.status === 'booked' && Date.parse(lesson.ends_at) > now;
  const status = ahead ? null : lesson.status === 'booked' ? 'awaiting' : lesson.status;
  return (
    <li className={live.card} data-lesson={lesson.id}>
      <p className={live.when}>
        {time(lesson.starts_at, 'dateTime')} – {time(lesson.ends_at, 'time')}
      </p>
      <p className={live.meta}>
        {lesson.trial ? `${t('lesson.trial')} · ` : ''}
        {t('live.minutes', { count: lesson.minutes })}
        {status ? ` · ${t(`live.status.${status}`)}` : ''}
      </p>
      {ahead && lesson.delivery_way !== 'classroom' ? (
        <p className={live.meta}>
          {t(`live.delivery.${lesson.delivery_way}`)}
          {lesson.contact_id ? ` (${lesson.contact_id})` : ''}
        </p>
      ) : null}
      {ahead && lesson.delivery_way === 'classroom' ? (
        <div className={live.entry}>
          {Date.parse(lesson.entry_from) > now ? (
            <p className={live.meta}>
              {t('live.opensAt')} {time(lesson.entry_from, 'dateTime')}
            </p>
          ) : (
            <p className={live.meta}>{t('live.open')}</p>
          )}
          {/* Always there: before the entry time the room page counts down to it. */}
          <Link
            className={buttonClassName('primary', 'small')}
            to={`/${lang}/learning/live/one/${lesson.id}`}
          >
            {t('live.enter')}
          </Link>
        </div>
      ) : null}
      {lesson.status === 'complete' ? (
        lesson.summary ? (
          <dl className={live.summary}>
            <dt>{t('live.summary')}</dt>
            <dd>{lesson.summary}</dd>
            {lesson.material ? (
              <>
                <dt>{t('live.material')}</dt>
                <dd>{lesson.material}</dd>
              </>
            ) : null}
            {lesson.progress ? (
              <>
                <dt>{t('live.progress')}</dt>
                <dd>{lesson.progress}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className={live.meta}>{t('live.noSummary')}</p>
        )
      ) : null}
    </li>
  );
}
