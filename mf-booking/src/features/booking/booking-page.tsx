import type { BookableCourse, DeliveryWay, Lesson, SlotsResponse, TeacherCard } from '@hanyu/contract';
import { formatZoneLabel, useSession } from '@hanyu/session';
import { Button, buttonClassName, Container, formatDate, formatDateTime, useHydrated } from '@hanyu/ui';
import { fromZonedTime } from 'date-fns-tz';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { AttemptKeys } from '../money/attempt-key.ts';
import { OutcomePanel, PageLoading } from '../page-frame/page-states.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import { type BookingMessage, bookingFailure, isTimeTaken } from './booking-messages.ts';
import styles from './booking-page.module.css';
import { dateInZone, datesFrom, type Slot, SlotWeek } from './slot-week.tsx';
import { ZonePicker } from './zone-picker.tsx';

/** How many weeks ahead a learner may page (the slot listing answers 28 days at most). */
const WEEKS_AHEAD = 4;
const TEACHER_ZONE = 'Asia/Shanghai';

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/** A positive integer from the URL, or undefined. */
const idFrom = (value: string | null) =>
  value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined;

/**
 * book[?course=N] and book?trial&teacher=N (SPEC §3 Booking, §5): choose a purchased course, the lesson's
 * length and how it is given, then a free time in a week view in the learner's zone, and confirm. The trial
 * books one free 25-minute lesson with the teacher named.
 */
export function BookingPage() {
  const [search] = useSearchParams();
  const trial = search.has('trial');
  return (
    <Container className={styles.page}>
      {trial ? (
        <TrialBooking teacherId={idFrom(search.get('teacher'))} />
      ) : (
        <CourseBooking initialCourse={idFrom(search.get('course'))} />
      )}
    </Container>
  );
}

function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <OutcomePanel
      tone="error"
      title={t('states.failedTitle')}
      actions={
        <Button type="button" onClick={retry}>
          {t('states.retry')}
        </Button>
      }
    >
      <p>{t('states.failedText')}</p>
    </OutcomePanel>
  );
}

function CourseBooking({ initialCourse }: { initialCourse: number | undefined }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [courses, retry] = useLoad(() => api.bookableCourses({ query: { language: lang } }), [lang]);
  if (courses.status === 'loading') return <PageLoading />;
  if (courses.status === 'failed') return <LoadFailed retry={retry} />;
  const list = courses.value.data;
  if (list.length === 0)
    return (
      <OutcomePanel
        tone="notice"
        title={t('book.noCourseTitle')}
        actions={
          <>
            <Link className={buttonClassName()} to={`/${lang}/live`}>
              {t('book.browseCourses')}
            </Link>
            <Link className={buttonClassName('secondary')} to={`/${lang}/about/how`}>
              {t('book.tryTrial')}
            </Link>
          </>
        }
      >
        <p>{t('book.noCourseText')}</p>
      </OutcomePanel>
    );
  return (
    <CourseChoices courses={list} initial={list.find((c) => c.course_id === initialCourse) ?? list[0]} />
  );
}

function CourseChoices({
  courses,
  initial,
}: {
  courses: BookableCourse[];
  initial: BookableCourse | undefined;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [courseId, setCourseId] = useState(initial?.course_id);
  const course = courses.find((c) => c.course_id === courseId) ?? courses[0];
  const [minutes, setMinutes] = useState(course?.lesson_minutes[0]);
  const [way, setWay] = useState<DeliveryWay>(course?.delivery_ways[0] ?? 'classroom');
  const [teacherId, setTeacherId] = useState<number | undefined>(course?.teacher_id ?? undefined);
  const name = useId();
  if (!course) return null;
  const lengths = course.lesson_minutes;
  const chosenMinutes = minutes !== undefined && lengths.includes(minutes) ? minutes : lengths[0];
  const chosenWay = course.delivery_ways.includes(way) ? way : (course.delivery_ways[0] ?? 'classroom');
  const teacher = course.teacher_id ?? teacherId;

  function chooseCourse(next: BookableCourse) {
    setCourseId(next.course_id);
    setMinutes(next.lesson_minutes[0]);
    setWay(next.delivery_ways[0] ?? 'classroom');
    setTeacherId(next.teacher_id ?? undefined);
  }

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('book.heading')}</h1>
        <p className={styles.lead}>{t('book.lead')}</p>
      </header>
      <div className={styles.steps}>
        <fieldset className={`${styles.card} ${styles.wide}`}>
          <legend className={styles.cardHeading}>{t('book.courseLegend')}</legend>
          <div className={styles.options}>
            {courses.map((option) => (
              <label key={option.course_id} className={styles.option}>
                <input
                  type="radio"
                  name={`${name}-course`}
                  checked={option.course_id === course.course_id}
                  onChange={() => chooseCourse(option)}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{option.title}</span>
                  <span className={styles.optionNote}>
                    {option.teacher_name ? `${option.teacher_name} · ` : ''}
                    {t('book.remaining', { minutes: option.remaining_minutes })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {lengths.length > 1 && (
            <div className={styles.inline} role="radiogroup" aria-label={t('book.lengthLegend')}>
              <span className={styles.inlineLabel}>{t('book.lengthLegend')}</span>
              {lengths.map((length) => (
                <label key={length} className={styles.chip}>
                  <input
                    type="radio"
                    name={`${name}-length`}
                    checked={length === chosenMinutes}
                    onChange={() => setMinutes(length)}
                  />
                  {t('book.minutes', { count: length })}
                </label>
              ))}
            </div>
          )}
          {course.teacher_id === null && <TeacherChoice value={teacherId} onChange={setTeacherId} />}
        </fieldset>
        {!course.self_booking ? (
          <OutcomePanel tone="notice" title={t('bookingMessages.noSelfBooking')}>
            <p>{t('book.noSelfBookingHelp')}</p>
          </OutcomePanel>
        ) : teacher === undefined || chosenMinutes === undefined ? null : (
          <SlotsAndConfirm
            key={`${course.course_id}-${chosenMinutes}-${teacher}`}
            target={{
              kind: 'course',
              course,
              minutes: chosenMinutes,
              teacherId: teacher,
              ways: course.delivery_ways,
              way: chosenWay,
              onWay: setWay,
            }}
            lang={lang}
          />
        )}
      </div>
    </>
  );
}

/** For an open package (no teacher of its own): the teacher the lessons are with. */
function TeacherChoice({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const id = useId();
  const [teachers] = useLoad(
    () => api.teachers({ query: { language: lang, page: '1', page_size: '48' } }).then((r) => r.list),
    [lang],
  );
  const list: TeacherCard[] = teachers.status === 'ready' ? teachers.value : [];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('book.teacherLabel')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={teachers.status !== 'ready'}
      >
        <option value="" disabled>
          {t('book.chooseTeacher')}
        </option>
        {list.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function TrialBooking({ teacherId }: { teacherId: number | undefined }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [way, setWay] = useState<DeliveryWay>('classroom');
  const [teacher, retry] = useLoad(
    () =>
      teacherId === undefined
        ? Promise.resolve(undefined)
        : api.teacher({ params: { id: String(teacherId) }, query: { language: lang } }),
    [teacherId, lang],
  );
  if (teacher.status === 'loading') return <PageLoading />;
  if (teacher.status === 'failed') return <LoadFailed retry={retry} />;
  if (!teacher.value || teacherId === undefined)
    return (
      <OutcomePanel
        tone="notice"
        title={t('book.trialChooseTeacher')}
        actions={
          <Link className={buttonClassName()} to={`/${lang}/live`}>
            {t('book.browseTeachers')}
          </Link>
        }
      />
    );
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('book.trialHeading')}</h1>
        <p className={styles.lead}>{t('book.trialLead', { teacher: teacher.value.name })}</p>
      </header>
      <div className={styles.steps}>
        <SlotsAndConfirm
          target={{
            kind: 'trial',
            teacherId,
            teacherName: teacher.value.name,
            ways: ['classroom', 'wechat', 'skype'],
            way,
            onWay: setWay,
          }}
          lang={lang}
        />
      </div>
    </>
  );
}

type Target = { ways: readonly DeliveryWay[]; way: DeliveryWay; onWay: (way: DeliveryWay) => void } & (
  | { kind: 'course'; course: BookableCourse; minutes: number; teacherId: number }
  | { kind: 'trial'; teacherId: number; teacherName: string }
);

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; message: BookingMessage }
  | { status: 'booked'; lesson: Lesson };

/** The week of free times, the chosen one with how it is given and a note, and the booking itself. */
function SlotsAndConfirm({ target, lang }: { target: Target; lang: ReturnType<typeof useLang> }) {
  const { t } = useTranslation('booking');
  const zone = useSession((state) => state.timeZone);
  const [now] = useState(() => Date.now());
  const hydrated = useHydrated();
  const [week, setWeek] = useState(0);
  const [chosen, setChosen] = useState<Slot | undefined>();
  const [contactId, setContactId] = useState('');
  const [remark, setRemark] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [attemptKeys] = useState(() => new AttemptKeys());
  const [reload, setReload] = useState(0);
  const contactFieldId = useId();
  const remarkId = useId();
  const wayName = useId();

  const dates = useMemo(() => {
    const today = dateInZone(now, zone);
    return datesFrom(datesFrom(today, 7 * week + 1)[7 * week] ?? today, 7);
  }, [now, zone, week]);
  const from = Math.max(now, fromZonedTime(`${dates[0]}T00:00:00`, zone).getTime());
  const query = {
    ...(target.kind === 'course'
      ? { course_id: String(target.course.course_id), minutes: String(target.minutes) }
      : {}),
    teacher_id: String(target.teacherId),
    from: new Date(from).toISOString(),
    // Eight 24-hour days: a week with a clock change is an hour longer or shorter than seven.
    days: '8',
    time_zone: zone,
  };
  const [slots, retry] = useLoad<SlotsResponse>(
    () => api.bookingSlots({ query }),
    [JSON.stringify(query), reload],
  );

  if (sending.status === 'booked') return <Booked lesson={sending.lesson} zone={zone} lang={lang} />;

  const ways = target.ways;
  const needsContact = target.way !== 'classroom';
  const busy = sending.status === 'sending';
  const wayLabel = t(`book.delivery.${target.way}`);

  async function book() {
    if (!chosen) {
      setSending({ status: 'failed', message: { key: 'chooseCourseAndTime' } });
      return;
    }
    const delivery = {
      delivery_way: target.way,
      ...(needsContact && contactId.trim() ? { contact_id: contactId.trim() } : {}),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    const request =
      target.kind === 'course'
        ? {
            course_id: target.course.course_id,
            minutes: target.minutes,
            starts_at: chosen.start,
            ...(target.course.teacher_id === null ? { teacher_id: target.teacherId } : {}),
            ...delivery,
          }
        : { teacher_id: target.teacherId, starts_at: chosen.start, ...delivery };
    // A double click or a retry after a lost answer books once.
    const idempotencyKey = attemptKeys.keyFor(request);
    setSending({ status: 'sending' });
    try {
      const lesson =
        target.kind === 'course'
          ? await api.bookLesson(
              { body: request as Parameters<typeof api.bookLesson>[0]['body'] },
              { idempotencyKey },
            )
          : await api.bookTrial(
              { body: request as Parameters<typeof api.bookTrial>[0]['body'] },
              { idempotencyKey },
            );
      attemptKeys.forget();
      setSending({ status: 'booked', lesson });
    } catch (error) {
      attemptKeys.forget();
      setSending({
        status: 'failed',
        message: bookingFailure(error, {
          ...(target.kind === 'course'
            ? { dailyLimit: target.course.daily_limit, monthlyLimit: target.course.monthly_limit }
            : {}),
          contactWay: wayLabel,
        }),
      });
      if (isTimeTaken(error)) {
        setChosen(undefined);
        setReload((n) => n + 1);
      }
    }
  }

  const days = slots.status === 'ready' ? slots.value.days.filter((day) => dates.includes(day.date)) : [];
  const lessonMinutes =
    target.kind === 'course' ? target.minutes : slots.status === 'ready' ? slots.value.minutes : 25;
  const remaining = slots.status === 'ready' ? slots.value.remaining_minutes : undefined;
  const short = remaining !== undefined && remaining < lessonMinutes;

  return (
    <>
      <section className={styles.card} aria-labelledby={`${wayName}-time`}>
        <div className={styles.timeHeader}>
          <h2 id={`${wayName}-time`} className={styles.cardHeading}>
            {t('book.timeLegend')}
          </h2>
          <ZonePicker />
        </div>
        <div className={styles.weekNav}>
          <Button
            type="button"
            variant="secondary"
            disabled={week === 0}
            onClick={() => setWeek((w) => w - 1)}
            aria-label={t('book.previousWeek')}
          >
            ‹
          </Button>
          <p className={styles.weekLabel} aria-live="polite">
            {/* The browser's week: its clock may not be the server's. */}
            {hydrated
              ? t('book.weekOf', {
                  from: formatDate(dates[0] ?? '', lang),
                  to: formatDate(dates[6] ?? '', lang),
                })
              : '\u00a0'}
          </p>
          <Button
            type="button"
            variant="secondary"
            disabled={week >= WEEKS_AHEAD - 1}
            onClick={() => setWeek((w) => w + 1)}
            aria-label={t('book.nextWeek')}
          >
            ›
          </Button>
        </div>
        {slots.status === 'loading' && (
          <p className={styles.muted} role="status">
            {t('book.slotsLoading')}
          </p>
        )}
        {slots.status === 'failed' && (
          <p className={styles.formError} role="alert">
            {t('book.slotsFailed')}{' '}
            <button type="button" className={styles.linkButton} onClick={retry}>
              {t('states.retry')}
            </button>
          </p>
        )}
        {slots.status === 'ready' && (
          <>
            {days.length === 0 && <p className={styles.muted}>{t('book.noSlots')}</p>}
            <SlotWeek
              dates={dates}
              days={days}
              lang={lang}
              chosen={chosen?.start}
              onChoose={(slot) => {
                setChosen(slot);
                setSending({ status: 'idle' });
              }}
            />
          </>
        )}
      </section>

      {chosen ? (
        // On a narrow screen the confirmation is below the whole week: a bar keeps the way there in view.
        <a className={styles.continueBar} href={`#${wayName}-confirm`} data-primary-action="">
          <span>{formatDateTime(chosen.start, lang, zone)}</span>
          <span className={styles.continueText}>{t('book.continue')}</span>
        </a>
      ) : null}
      <section
        id={`${wayName}-confirm`}
        className={`${styles.card} ${styles.confirm}`}
        aria-labelledby={`${wayName}-summary`}
      >
        <h2 id={`${wayName}-summary`} className={styles.cardHeading}>
          {t('book.summaryHeading')}
        </h2>
        {chosen ? (
          <p className={styles.when}>
            {t('book.when', {
              date: formatDateTime(chosen.start, lang, zone),
              minutes: lessonMinutes,
            })}
            <span className={styles.beijing}>
              {t('book.beijing', { time: formatDateTime(chosen.start, lang, TEACHER_ZONE) })}
            </span>
          </p>
        ) : (
          <p className={styles.muted}>{t('book.chooseTime')}</p>
        )}
        {ways.length > 1 && (
          <fieldset className={styles.inline}>
            <legend className={styles.inlineLabel}>{t('book.deliveryLegend')}</legend>
            {ways.map((option) => (
              <label key={option} className={styles.chip}>
                <input
                  type="radio"
                  name={`${wayName}-way`}
                  checked={option === target.way}
                  onChange={() => target.onWay(option)}
                />
                {t(`book.delivery.${option}`)}
              </label>
            ))}
          </fieldset>
        )}
        {needsContact && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={contactFieldId}>
              {t('book.contactLabel', { way: wayLabel })}
            </label>
            <input
              id={contactFieldId}
              value={contactId}
              maxLength={64}
              autoComplete="off"
              onChange={(event) => setContactId(event.target.value)}
            />
          </div>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={remarkId}>
            {t('book.remarkLabel')}
          </label>
          <textarea
            id={remarkId}
            value={remark}
            maxLength={500}
            rows={3}
            placeholder={t('book.remarkHint')}
            onChange={(event) => setRemark(event.target.value)}
          />
        </div>
        {target.kind === 'course' && remaining !== undefined && (
          <p className={short ? styles.formError : styles.muted}>
            {t('book.remaining', { minutes: remaining })}
          </p>
        )}
        <div className={styles.messages} aria-live="assertive">
          {sending.status === 'failed' && (
            <p className={styles.formError}>
              {t(`bookingMessages.${sending.message.key}`, { value: sending.message.value ?? '' })}
              {sending.message.key === 'notEnoughLessonTime' && target.kind === 'course' && (
                <>
                  {' '}
                  <Link to={`/${lang}/i/${target.course.course_id}`}>{t('book.buyMore')}</Link>
                </>
              )}
            </p>
          )}
        </div>
        <Button type="button" size="large" onClick={book} disabled={busy} data-primary-action="">
          {busy ? t('book.submitting') : target.kind === 'trial' ? t('book.submitTrial') : t('book.submit')}
        </Button>
      </section>
    </>
  );
}

function Booked({ lesson, zone, lang }: { lesson: Lesson; zone: string; lang: ReturnType<typeof useLang> }) {
  const { t } = useTranslation('booking');
  return (
    <OutcomePanel
      tone="success"
      title={t('book.bookedTitle')}
      actions={
        <>
          <Link className={buttonClassName()} to={`/${lang}/user/date`}>
            {t('book.seeBookings')}
          </Link>
          <a className={buttonClassName('secondary')} href={`/${lang}/book`}>
            {t('book.bookAnother')}
          </a>
        </>
      }
    >
      <p>
        {t('book.bookedText', {
          course: lesson.course_title,
          teacher: lesson.teacher_name,
          when: formatDateTime(lesson.starts_at, lang, zone),
          zone: formatZoneLabel(zone, new Date(lesson.starts_at)),
        })}
      </p>
      <p>{t('book.entryFrom', { time: formatDateTime(lesson.entry_from, lang, zone) })}</p>
      <p>{t('book.cancelUntil', { time: formatDateTime(lesson.cancel_until, lang, zone) })}</p>
    </OutcomePanel>
  );
}
