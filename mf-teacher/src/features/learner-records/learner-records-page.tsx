import type { LearnerRecords, LessonRecord } from '@hanyu/contract';
import { formatNumber, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LessonTime } from '../page-frame/lesson-time.tsx';
import frame from '../page-frame/page-frame.module.css';
import { LearnerFrame } from './learner-frame.tsx';
import styles from './learner-pages.module.css';

/**
 * module/user/records/:user_id (issue 11): a learner's lessons with every teacher, latest first, with what each
 * teacher wrote (summary, material, progress, the handover note), for the learner's teachers only.
 */
export function LearnerRecordsPage() {
  return <LearnerFrame page="records">{(records) => <Records records={records} />}</LearnerFrame>;
}

function Records({ records }: { records: LearnerRecords }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const hours = Math.floor(records.minutes_completed / 60);
  return (
    <>
      <dl className={`${frame.stats} ${frame.narrow}`} aria-label={t('records.totals')}>
        <div className={frame.tile}>
          <dt>{t('records.completed')}</dt>
          <dd>{formatNumber(records.lessons_completed, lang)}</dd>
        </div>
        <div className={frame.tile}>
          <dt>{t('records.taught')}</dt>
          <dd>
            {t('lesson.hoursMinutes', {
              hours: formatNumber(hours, lang),
              minutes: records.minutes_completed % 60,
            })}
          </dd>
        </div>
      </dl>
      <section className={`${frame.section} ${frame.narrow}`} aria-labelledby="records-lessons">
        <h2 id="records-lessons">{t('records.lessons')}</h2>
        {records.lessons.length ? (
          <ol className={frame.list}>
            {records.lessons.map((lesson) => (
              <li key={lesson.id} className={frame.card}>
                <RecordCard lesson={lesson} />
              </li>
            ))}
          </ol>
        ) : (
          <p className={frame.muted}>{t('records.none')}</p>
        )}
      </section>
    </>
  );
}

function RecordCard({ lesson }: { lesson: LessonRecord }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const written = [
    ['summary', t('records.summary'), lesson.summary],
    ['material', t('records.material'), lesson.material],
    ['progress', t('records.progress'), lesson.progress],
    ['handover', t('records.handover'), lesson.handover],
  ] as const;
  return (
    <>
      <div className={styles.cardHead}>
        <h3 className={`${frame.cardTitle} ${styles.course}`}>
          {lesson.trial ? t('lesson.trial') : lesson.course_title}
        </h3>
        <span className={`${styles.badge} ${styles[lesson.status]}`}>
          {t(`lesson.status.${lesson.status}`)}
        </span>
      </div>
      <LessonTime iso={lesson.starts_at} lang={lang} />
      <p className={frame.muted}>
        {t('lesson.teacher', { name: lesson.teacher_name })} ·{' '}
        {t('lesson.minutes', { count: lesson.minutes })}
      </p>
      {written.some(([, , text]) => text !== null) ? (
        <dl className={styles.written}>
          {written.map(([key, label, text]) =>
            text === null ? null : (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{text}</dd>
              </div>
            ),
          )}
        </dl>
      ) : null}
      <Link className={frame.link} to={`/${lang}/module/teacher/handover/${lesson.id}`}>
        {t('lesson.handoverLink')}
      </Link>
    </>
  );
}
