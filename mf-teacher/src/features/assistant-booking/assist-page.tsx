import type { DeliveryWay, Lesson } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, Container, formatDate, formatDateTime, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import frame from '../page-frame/page-frame.module.css';
import type { AssistData } from './assist-loader.ts';
import { type AssistMessageKey, assistFailure, TIME_TAKEN_CODES } from './assist-messages.ts';
import styles from './assist-page.module.css';

/** The page's address with the search and the chosen learner, course and length. */
function assistHref(lang: string, choice: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(choice).map(([key, value]) => [key, String(value)]));
  return `/${lang}/teach/assist?${search}`;
}

/**
 * teach/assist (SPEC §6, issue 28): an assistant teacher books for a learner whose course forbids self-service
 * booking. The search finds learners with lesson time by email or name; choosing one of their courses lists its
 * teacher's free starts in the learner's zone; the booking goes through the assistant's booking endpoint, whose
 * rules and messages apply.
 */
export function AssistPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const { q, learners, chosen } = useLoaderData<AssistData>();
  const navigate = useNavigate();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = (event.currentTarget.elements.namedItem('q') as HTMLInputElement).value.trim();
    navigate(assistHref(lang, { q: typed }));
  }

  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('assist.heading')}</h1>
      <p className={`${frame.muted} ${frame.narrow} ${styles.intro}`}>{t('assist.intro')}</p>
      {/* without script, a form's default (GET to this page) searches too */}
      <form className={`${frame.form} ${styles.search}`} onSubmit={search}>
        <label className={frame.label} htmlFor="assist-q">
          {t('assist.search')}
        </label>
        <div className={styles.searchRow}>
          <input
            id="assist-q"
            name="q"
            type="search"
            defaultValue={q}
            minLength={2}
            maxLength={100}
            required
          />
          <Button type="submit">{t('assist.find')}</Button>
        </div>
      </form>
      {q.length >= 2 && (
        <section className={frame.section} aria-labelledby="assist-results">
          <h2 id="assist-results">{t('assist.results')}</h2>
          {learners.length ? (
            <ul className={frame.list}>
              {learners.map((learner) => (
                <li key={learner.id} className={frame.card}>
                  <h3 className={frame.cardTitle}>
                    {learner.nick_name} <span className={styles.email}>{learner.email}</span>
                  </h3>
                  <p className={frame.muted}>{t('assist.timeZone', { zone: learner.time_zone })}</p>
                  <ul
                    className={styles.courses}
                    aria-label={t('assist.courses', { name: learner.nick_name })}
                  >
                    {learner.courses.map((course) => (
                      <li key={course.course_id}>
                        <Link
                          className={frame.link}
                          to={assistHref(lang, { q, learner: learner.id, course: course.course_id })}
                          aria-current={
                            chosen?.learner.id === learner.id && chosen.course.course_id === course.course_id
                              ? 'true'
                              : undefined
                          }
                        >
                          {course.title}
                        </Link>
                        <span className={frame.muted}>
                          {' · '}
                          {t('assist.left', { minutes: course.remaining_minutes })}
                          {' · '}
                          {course.self_booking ? t('assist.bySelf') : t('assist.byAssistant')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <p className={frame.muted}>{t('assist.noLearners', { q })}</p>
          )}
        </section>
      )}
      {chosen && <BookingForm key={`${chosen.learner.id}-${chosen.course.course_id}-${chosen.minutes}`} />}
    </Container>
  );
}

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'booked'; lesson: Lesson }
  | { status: 'failed'; key: AssistMessageKey; value: string | number };

function BookingForm() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const revalidator = useRevalidator();
  const id = useId();
  const { q, chosen } = useLoaderData<AssistData>();
  const { learner, course, minutes, slots } = chosen as NonNullable<AssistData['chosen']>;
  const [way, setWay] = useState<DeliveryWay>(course.delivery_ways[0] ?? 'classroom');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, so what was chosen before the app started counts too.
    const form = event.currentTarget;
    const fields = form.elements;
    const start = (fields.namedItem('start') as RadioNodeList | null)?.value ?? '';
    const chosenWay = ((fields.namedItem('way') as HTMLSelectElement | null)?.value ?? way) as DeliveryWay;
    const contact = (fields.namedItem('contact') as HTMLInputElement | null)?.value.trim() ?? '';
    const wayName = t(`centre.delivery.${chosenWay}`);
    if (!start) {
      setSending({ status: 'failed', key: 'chooseCourseAndTime', value: '' });
      return;
    }
    if (chosenWay !== 'classroom' && !contact) {
      setSending({ status: 'failed', key: 'contactIdRequired', value: wayName });
      return;
    }
    setSending({ status: 'sending' });
    try {
      const lesson = await api.assistantBookLesson({
        body: {
          user_id: learner.id,
          course_id: course.course_id,
          minutes,
          starts_at: start,
          delivery_way: chosenWay,
          ...(chosenWay === 'classroom' ? {} : { contact_id: contact }),
          ...(course.teacher_id === null ? { teacher_id: slots.teacher_id } : {}),
        },
      });
      form.reset();
      setSending({ status: 'booked', lesson });
      await revalidator.revalidate();
    } catch (error) {
      setSending({
        status: 'failed',
        ...assistFailure(error, {
          dailyLimit: course.daily_limit,
          monthlyLimit: course.monthly_limit,
          contactWay: wayName,
        }),
      });
      if (isApiError(error) && TIME_TAKEN_CODES.includes(error.code)) await revalidator.revalidate();
    }
  }

  const days = slots.days.filter((day) => day.slots.length > 0);
  return (
    <section className={frame.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('assist.choose', { name: learner.nick_name })}</h2>
      <form className={`${frame.card} ${frame.form} ${styles.booking}`} onSubmit={submit} noValidate>
        <h3 className={frame.cardTitle}>{course.title}</h3>
        {course.teacher_name && (
          <p className={frame.muted}>{t('assist.teacher', { name: course.teacher_name })}</p>
        )}
        <p className={frame.muted}>{t('assist.left', { minutes: slots.remaining_minutes })}</p>
        {course.lesson_minutes.length > 1 && (
          <nav aria-label={t('assist.length')} className={styles.lengths}>
            {course.lesson_minutes.map((length) => (
              <Link
                key={length}
                className={frame.link}
                aria-current={length === minutes ? 'true' : undefined}
                to={assistHref(lang, { q, learner: learner.id, course: course.course_id, minutes: length })}
              >
                {t('assist.minutes', { minutes: length })}
              </Link>
            ))}
          </nav>
        )}
        <fieldset className={styles.starts}>
          <legend className={frame.label}>{t('assist.starts', { zone: slots.time_zone })}</legend>
          {days.length ? (
            days.map((day) => (
              <fieldset key={day.date} className={styles.day}>
                <legend className={styles.dayName}>{formatDate(day.date, lang)}</legend>
                <div className={styles.times}>
                  {day.slots.map((slot) => (
                    <label key={slot.start} className={styles.time}>
                      <input type="radio" name="start" value={slot.start} />
                      {slot.time}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))
          ) : (
            <p className={frame.muted}>{t('assist.noStarts')}</p>
          )}
        </fieldset>
        {course.delivery_ways.length > 1 && (
          <>
            <label className={frame.label} htmlFor={`${id}-way`}>
              {t('assist.way')}
            </label>
            <select
              id={`${id}-way`}
              name="way"
              className={styles.select}
              defaultValue={way}
              onChange={(event) => setWay(event.target.value as DeliveryWay)}
            >
              {course.delivery_ways.map((option) => (
                <option key={option} value={option}>
                  {t(`centre.delivery.${option}`)}
                </option>
              ))}
            </select>
          </>
        )}
        {way !== 'classroom' && (
          <>
            <label className={frame.label} htmlFor={`${id}-contact`}>
              {t('assist.contact', { way: t(`centre.delivery.${way}`) })}
            </label>
            <input id={`${id}-contact`} name="contact" maxLength={64} />
          </>
        )}
        <p className={frame.error} aria-live="assertive">
          {sending.status === 'failed' ? t(`assist.messages.${sending.key}`, { value: sending.value }) : ''}
        </p>
        <p className={frame.status} role="status">
          {sending.status === 'booked'
            ? t('assist.booked', {
                name: learner.nick_name,
                time: formatDateTime(sending.lesson.starts_at, lang, slots.time_zone),
                zone: slots.time_zone,
              })
            : ''}
        </p>
        <Button type="submit" disabled={sending.status === 'sending'}>
          {sending.status === 'sending' ? t('assist.booking') : t('assist.book')}
        </Button>
      </form>
    </section>
  );
}
