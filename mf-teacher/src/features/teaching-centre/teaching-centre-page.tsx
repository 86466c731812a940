import type { Lesson, TeacherDetail, TeacherEarnings } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, buttonClassName, Container, formatNumber, formatPrice, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import { LessonTime } from '../page-frame/lesson-time.tsx';
import frame from '../page-frame/page-frame.module.css';
import { LessonDisputes } from './lesson-disputes.tsx';
import type { CentreData } from './teaching-centre-loader.ts';
import styles from './teaching-centre-page.module.css';

/**
 * The contract's codes the summary form answers, spelled out: importing ERROR_CODES would bring the contract's
 * schemas into this page's chunk.
 */
const NOT_YET_TAUGHT = 20209;
const NOT_BOOKED = 20208;

/**
 * teach (the teaching centre, SPEC §6): the teacher's statistics (the numbers of their public page), the lessons
 * that wait for a summary with the form that completes them, and the timetable of upcoming lessons in the
 * teacher's zone with Beijing time beside.
 */
export function TeachingCentrePage() {
  const { t } = useTranslation('teacher');
  const { statistics, earnings, upcoming, awaiting, disputes } = useLoaderData<CentreData>();
  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('centre.heading')}</h1>
      <CentreNav current="timetable" />
      <Statistics statistics={statistics} earnings={earnings} />
      <section className={frame.section} aria-labelledby="awaiting">
        <h2 id="awaiting">{t('centre.awaiting', { count: awaiting.length })}</h2>
        {awaiting.length ? (
          <ul className={frame.list}>
            {awaiting.map((lesson) => (
              <li key={lesson.id}>
                <SummaryForm lesson={lesson} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={frame.muted}>{t('centre.noneAwaiting')}</p>
        )}
      </section>
      <LessonDisputes lessons={disputes} />
      <section className={frame.section} aria-labelledby="timetable">
        <h2 id="timetable">{t('centre.timetable')}</h2>
        <Timetable lessons={upcoming.data} />
      </section>
    </Container>
  );
}

function Statistics({
  statistics,
  earnings,
}: {
  statistics: TeacherDetail['statistics'];
  earnings: TeacherEarnings;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const hours = Math.floor(statistics.total_minutes / 60);
  const tiles = [
    [t('centre.toPrepare'), formatNumber(statistics.classes_to_prepare, lang)],
    [t('centre.completed'), formatNumber(statistics.classes_completed, lang)],
    [t('centre.students'), formatNumber(statistics.students_served, lang)],
    [
      t('centre.duration'),
      t('lesson.hoursMinutes', { hours: formatNumber(hours, lang), minutes: statistics.total_minutes % 60 }),
    ],
    // Completed lessons' value, released from escrow (SPEC §9's lessons, the ledger's teacher_payable).
    [t('centre.earnedMonth'), formatPrice(earnings.month_minor, earnings.currency, lang)],
    [t('centre.earnedBalance'), formatPrice(earnings.balance_minor, earnings.currency, lang)],
  ];
  return (
    <dl className={`${frame.stats} ${frame.statsWide}`} aria-label={t('centre.statistics')}>
      {tiles.map(([label, value]) => (
        <div key={label} className={frame.tile}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LessonFacts({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('teacher');
  return (
    <p className={frame.muted}>
      {lesson.trial ? t('lesson.trial') : lesson.course_title} ·{' '}
      {t('lesson.minutes', { count: lesson.minutes })} · {t(`centre.delivery.${lesson.delivery_way}`)}
      {lesson.contact_id ? ` (${lesson.contact_id})` : ''}
    </p>
  );
}

/** The learner's name, leading to their lesson records. */
function LearnerLink({ lesson }: { lesson: Lesson }) {
  const lang = useLang();
  return <Link to={`/${lang}/module/user/records/${lesson.student_id}`}>{lesson.student_name}</Link>;
}

/** The notes the learner's earlier teachers left, and this lesson's own for the next one. */
function HandoverLink({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (
    <Link className={frame.link} to={`/${lang}/module/teacher/handover/${lesson.id}`}>
      {t('lesson.handoverLink')}
    </Link>
  );
}

function Timetable({ lessons }: { lessons: readonly Lesson[] }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  if (!lessons.length) return <p className={frame.muted}>{t('centre.noUpcoming')}</p>;
  return (
    <ol className={frame.list}>
      {lessons.map((lesson) => (
        <li key={lesson.id} className={`${frame.card} ${styles.card}`}>
          <LessonTime iso={lesson.starts_at} lang={lang} />
          <p className={`${frame.cardTitle} ${styles.student}`}>
            <LearnerLink lesson={lesson} />
          </p>
          <LessonFacts lesson={lesson} />
          {lesson.remark ? (
            <p className={frame.muted}>{t('centre.remark', { remark: lesson.remark })}</p>
          ) : null}
          <HandoverLink lesson={lesson} />
          {lesson.delivery_way === 'classroom' && (
            <Link
              className={buttonClassName('secondary', 'small')}
              to={`/${lang}/learning/live/one/${lesson.id}`}
            >
              {t('lesson.classroom')}
            </Link>
          )}
          <Link className={frame.link} to={`/${lang}/learning/courseware/${lesson.course_id}`}>
            {t('lesson.courseware')}
          </Link>
        </li>
      ))}
    </ol>
  );
}

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string };

/**
 * The lesson summary (SPEC §5: required), the material used and the progress; sending it completes the lesson,
 * and the page's data is loaded again (the lesson leaves the ones awaiting a summary).
 */
function SummaryForm({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const revalidator = useRevalidator();
  const [summary, setSummary] = useState('');
  const [material, setMaterial] = useState('');
  const [progress, setProgress] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!summary.trim()) {
      setSending({ status: 'failed', message: t('centre.summaryRequired') });
      return;
    }
    setSending({ status: 'sending' });
    try {
      await api.completeLesson({
        params: { id: String(lesson.id) },
        body: {
          summary: summary.trim(),
          ...(material.trim() ? { material: material.trim() } : {}),
          ...(progress.trim() ? { progress: progress.trim() } : {}),
        },
      });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      setSending({
        status: 'failed',
        message:
          code === NOT_YET_TAUGHT
            ? t('centre.notYetTaught')
            : code === NOT_BOOKED
              ? t('centre.notBooked')
              : t('centre.summaryFailed'),
      });
      return;
    }
    // The completed lesson leaves the ones awaiting a summary, and this form with it.
    await revalidator.revalidate();
    setSending({ status: 'idle' });
  }

  return (
    <form
      className={`${frame.card} ${frame.form} ${styles.card}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={`${frame.cardTitle} ${styles.student}`}>
        <LearnerLink lesson={lesson} />
      </h3>
      <LessonTime iso={lesson.starts_at} lang={lang} />
      <LessonFacts lesson={lesson} />
      <HandoverLink lesson={lesson} />
      <label className={`${frame.label} ${styles.label}`} htmlFor={`${id}-summary`}>
        {t('centre.summary')}
      </label>
      <textarea
        id={`${id}-summary`}
        value={summary}
        rows={4}
        maxLength={4000}
        required
        aria-invalid={sending.status === 'failed' && !summary.trim() ? true : undefined}
        onChange={(event) => setSummary(event.target.value)}
      />
      <div className={styles.pair}>
        <div>
          <label className={`${frame.label} ${styles.label}`} htmlFor={`${id}-material`}>
            {t('centre.material')}
          </label>
          <input
            id={`${id}-material`}
            value={material}
            maxLength={500}
            onChange={(event) => setMaterial(event.target.value)}
          />
        </div>
        <div>
          <label className={`${frame.label} ${styles.label}`} htmlFor={`${id}-progress`}>
            {t('centre.progress')}
          </label>
          <input
            id={`${id}-progress`}
            value={progress}
            maxLength={500}
            onChange={(event) => setProgress(event.target.value)}
          />
        </div>
      </div>
      <p className={`${frame.error} ${styles.error}`} aria-live="assertive">
        {sending.status === 'failed' ? sending.message : ''}
      </p>
      <Button type="submit" disabled={sending.status === 'sending'}>
        {sending.status === 'sending' ? t('centre.completing') : t('centre.complete')}
      </Button>
    </form>
  );
}
