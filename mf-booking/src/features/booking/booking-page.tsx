import type { DeliveryWay, Lesson } from '@hanyu/contract';
import { formatZoneLabel, useSession } from '@hanyu/session';
import { Button, buttonClassName, Container, formatDate, formatDateTime, useLang } from '@hanyu/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { api } from '../../api.ts';
import { AttemptKeys } from '../money/attempt-key.ts';
import { OutcomePanel } from '../page-frame/page-states.tsx';
import {
  type BookingData,
  type CourseChoice,
  choiceFrom,
  type SlotWeekData,
  type TeacherOption,
  WEEKS_AHEAD,
  weekDates,
  weekFrom,
} from './booking-loader.ts';
import { type BookingMessage, bookingFailure, isTimeTaken } from './booking-messages.ts';
import styles from './booking-page.module.css';
import { datesFrom, type Slot, SlotWeek } from './slot-week.tsx';
import { ZonePicker } from './zone-picker.tsx';

export { bookingLoader } from './booking-loader.ts';

const TEACHER_ZONE = 'Asia/Shanghai';

type Ask = (changes: Record<string, string | undefined>) => void;

/**
 * The search the page is heading to: a choice made (another course, length, teacher or week) is a navigation
 * whose loader asks for its week; until it arrives the page shows the choice already, and that the week is
 * on its way.
 */
function useAskedSearch(): { asked: URLSearchParams; ask: Ask } {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const next = useNavigation().location;
  const asked = next && next.pathname === pathname ? new URLSearchParams(next.search) : search;
  const ask: Ask = (changes) => {
    const params = new URLSearchParams(asked);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(name);
      else params.set(name, value);
    }
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  return { asked, ask };
}

/**
 * book[?course=N] and book?trial&teacher=N (SPEC §3 Booking, §5): choose a purchased course, the lesson's
 * length and how it is given, then a free time in a week view in the learner's zone, and confirm. The trial
 * books one free 25-minute lesson with the teacher named. The courses and the week come from the loader; a
 * choice is kept in the URL, whose loader brings its week.
 */
export function BookingPage() {
  const loaded = useLoaderData<BookingData>();
  const zone = useSession((state) => state.timeZone);
  const revalidator = useRevalidator();
  const { week } = loaded;
  // The week was asked in the zone the server knew (Beijing time when it knew none) and by the server's clock;
  // the visitor's zone may differ, or be changed in place, and so may the browser's today (its clock): the
  // week is then asked again, in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another week or zone asks again.
  useEffect(() => {
    if (!week) return;
    const today = weekDates(Date.now(), zone, week.index)[0];
    if (week.zone !== zone || today !== week.dates[0]) void revalidator.revalidate();
  }, [week, zone]);
  return (
    <Container className={styles.page}>
      {loaded.kind === 'trial' ? <TrialBooking loaded={loaded} /> : <CourseBooking loaded={loaded} />}
    </Container>
  );
}

function CourseBooking({ loaded }: { loaded: Extract<BookingData, { kind: 'course' }> }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { asked, ask } = useAskedSearch();
  const choice = choiceFrom(asked, loaded.courses);
  if (!choice)
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
  // The week shown is the loader's; while another choice's is on its way, the page says so.
  const weekIndex = weekFrom(asked.get('week'));
  const current =
    loaded.choice?.courseId === choice.course.course_id &&
    loaded.choice.minutes === choice.minutes &&
    loaded.choice.teacherId === choice.teacherId &&
    loaded.week?.index === weekIndex;
  return (
    <CourseChoices
      courses={loaded.courses}
      choice={choice}
      teachers={loaded.teachers}
      week={loaded.week}
      current={current}
      weekIndex={weekIndex}
      ask={ask}
    />
  );
}

function CourseChoices({
  courses,
  choice,
  teachers,
  week,
  current,
  weekIndex,
  ask,
}: {
  courses: Extract<BookingData, { kind: 'course' }>['courses'];
  choice: CourseChoice;
  teachers: TeacherOption[] | null;
  week: SlotWeekData | null;
  current: boolean;
  weekIndex: number;
  ask: Ask;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { course } = choice;
  const [way, setWay] = useState<DeliveryWay>(course.delivery_ways[0] ?? 'classroom');
  const name = useId();
  const lengths = course.lesson_minutes;
  const chosenWay = course.delivery_ways.includes(way) ? way : (course.delivery_ways[0] ?? 'classroom');
  const { minutes, teacherId } = choice;

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
                  onChange={() => {
                    setWay(option.delivery_ways[0] ?? 'classroom');
                    ask({
                      course: String(option.course_id),
                      minutes: undefined,
                      teacher: undefined,
                      week: undefined,
                    });
                  }}
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
                    checked={length === minutes}
                    onChange={() => ask({ minutes: String(length) })}
                  />
                  {t('book.minutes', { count: length })}
                </label>
              ))}
            </div>
          )}
          {course.teacher_id === null && (
            <TeacherChoice
              teachers={teachers}
              value={teacherId}
              onChange={(id) => ask({ teacher: String(id), week: undefined })}
            />
          )}
        </fieldset>
        {!course.self_booking ? (
          <OutcomePanel tone="notice" title={t('bookingMessages.noSelfBooking')}>
            <p>{t('book.noSelfBookingHelp')}</p>
          </OutcomePanel>
        ) : teacherId === undefined || minutes === undefined ? null : (
          <SlotsAndConfirm
            key={`${course.course_id}-${minutes}-${teacherId}`}
            target={{
              kind: 'course',
              course,
              minutes,
              teacherId,
              ways: course.delivery_ways,
              way: chosenWay,
              onWay: setWay,
            }}
            week={week}
            current={current}
            weekIndex={weekIndex}
            onWeek={(next) => ask({ week: next > 0 ? String(next) : undefined })}
            lang={lang}
          />
        )}
      </div>
    </>
  );
}

/** For an open package (no teacher of its own): the teacher the lessons are with. */
function TeacherChoice({
  teachers,
  value,
  onChange,
}: {
  teachers: TeacherOption[] | null;
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('book.teacherLabel')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={!teachers}
      >
        <option value="" disabled>
          {t('book.chooseTeacher')}
        </option>
        {(teachers ?? []).map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function TrialBooking({ loaded }: { loaded: Extract<BookingData, { kind: 'trial' }> }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { asked, ask } = useAskedSearch();
  const [way, setWay] = useState<DeliveryWay>('classroom');
  const { teacher } = loaded;
  const weekIndex = weekFrom(asked.get('week'));
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('book.trialHeading')}</h1>
        <p className={styles.lead}>{t('book.trialLead', { teacher: teacher.name })}</p>
      </header>
      <div className={styles.steps}>
        <SlotsAndConfirm
          target={{
            kind: 'trial',
            teacherId: teacher.id,
            teacherName: teacher.name,
            ways: ['classroom', 'wechat', 'skype'],
            way,
            onWay: setWay,
          }}
          week={loaded.week}
          current={loaded.week.index === weekIndex}
          weekIndex={weekIndex}
          onWeek={(next) => ask({ week: next > 0 ? String(next) : undefined })}
          lang={lang}
        />
      </div>
    </>
  );
}

type Target = { ways: readonly DeliveryWay[]; way: DeliveryWay; onWay: (way: DeliveryWay) => void } & (
  | { kind: 'course'; course: CourseChoice['course']; minutes: number; teacherId: number }
  | { kind: 'trial'; teacherId: number; teacherName: string }
);

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; message: BookingMessage }
  | { status: 'booked'; lesson: Lesson };

/**
 * The week of free times (`week`, the loader's, `current` unless another week or choice is on its way), the
 * chosen time with how it is given and a note, and the booking itself, which revalidates the page's data
 * (the lesson time left, the week's free times).
 */
function SlotsAndConfirm({
  target,
  week,
  current,
  weekIndex,
  onWeek,
  lang,
}: {
  target: Target;
  week: SlotWeekData | null;
  current: boolean;
  weekIndex: number;
  onWeek: (week: number) => void;
  lang: ReturnType<typeof useLang>;
}) {
  const { t } = useTranslation('booking');
  const zone = useSession((state) => state.timeZone);
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<Slot | undefined>();
  const [contactId, setContactId] = useState('');
  const [remark, setRemark] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [attemptKeys] = useState(() => new AttemptKeys());
  const contactFieldId = useId();
  const remarkId = useId();
  const wayName = useId();
  // The dates of the week asked for follow from the loader's week (no clock: the server's and the browser's
  // may differ), also while that week is on its way.
  const first = week?.dates[0];
  const shown = first === undefined ? undefined : datesFrom(first, 7, 7 * (weekIndex - (week?.index ?? 0)));
  const ready = current ? (week ?? undefined) : undefined;
  const loading = !ready || revalidator.state === 'loading';

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
      // The lesson time left and the week's free times have changed.
      void revalidator.revalidate();
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
      // Taken meanwhile (or now too soon): the week's free times are asked again.
      if (isTimeTaken(error)) {
        setChosen(undefined);
        void revalidator.revalidate();
      }
    }
  }

  const slots = ready?.slots;
  const days = ready ? ready.slots.days.filter((day) => ready.dates.includes(day.date)) : [];
  const lessonMinutes = target.kind === 'course' ? target.minutes : (slots?.minutes ?? 25);
  const remaining = slots?.remaining_minutes;
  const short = remaining !== undefined && remaining < lessonMinutes;

  return (
    <>
      <section className={styles.card} aria-labelledby={`${wayName}-time`} aria-busy={loading}>
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
            disabled={weekIndex === 0}
            onClick={() => onWeek(weekIndex - 1)}
            aria-label={t('book.previousWeek')}
          >
            ‹
          </Button>
          <p className={styles.weekLabel} aria-live="polite">
            {shown
              ? t('book.weekOf', {
                  from: formatDate(shown[0] ?? '', lang),
                  to: formatDate(shown[6] ?? '', lang),
                })
              : '\u00a0'}
          </p>
          <Button
            type="button"
            variant="secondary"
            disabled={weekIndex >= WEEKS_AHEAD - 1}
            onClick={() => onWeek(weekIndex + 1)}
            aria-label={t('book.nextWeek')}
          >
            ›
          </Button>
        </div>
        {ready ? (
          <>
            {days.length === 0 && <p className={styles.muted}>{t('book.noSlots')}</p>}
            <SlotWeek
              week={ready}
              days={days}
              lang={lang}
              chosen={chosen?.start}
              onChoose={(slot) => {
                setChosen(slot);
                setSending({ status: 'idle' });
              }}
            />
          </>
        ) : (
          <p className={styles.muted} role="status">
            {t('book.slotsLoading')}
          </p>
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
