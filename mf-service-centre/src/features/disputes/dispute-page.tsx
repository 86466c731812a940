import type { DisputeDetail } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, formatPrice, LocalTime, useLang, useLocalePath } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import styles from './disputes.module.css';
import type { disputeLoader } from './disputes-loader.ts';
import { StateBadge } from './disputes-page.tsx';

/**
 * The contract's codes a resolution answers, spelled out: importing ERROR_CODES would bring the contract's
 * schemas into this page's chunk.
 */
const DISPUTE_RESOLVED = 20505;
const NOT_REVERSIBLE = 20506;

/**
 * service-centre/disputes/:id: the dispute, its lesson (both sides, what it was worth, how it counts), the
 * classroom's attendance records, every dispute of the lesson, and, while it is open, the resolution form.
 */
export function DisputePage() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useSession((state) => state.timeZone);
  const { detail } = useLoaderData<typeof disputeLoader>();
  const { dispute, lesson, attendance, disputes } = detail;
  const time = (iso: string) => <LocalTime iso={iso} lang={lang} timeZone={timeZone} format="dateTime" />;
  const nameOf = (userId: number) =>
    userId === lesson.teacher.id
      ? lesson.teacher.name
      : userId === lesson.learner.id
        ? lesson.learner.name
        : String(userId);
  return (
    <>
      <p>
        <Link to={to('service-centre/disputes')}>{t('disputes.back')}</Link>
      </p>
      <div className={styles.itemTop}>
        <h1 className={styles.heading}>{t('disputes.title.oneWithId', { id: dispute.id })}</h1>
        <StateBadge state={dispute.state} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('disputes.raisedByLabel')}</dt>
        <dd>{t(`disputes.raisedBy.${dispute.side}`, { name: dispute.raised_by_name })}</dd>
        <dt>{t('disputes.raisedAt')}</dt>
        <dd>{time(dispute.created_at)}</dd>
        <dt>{t('disputes.reason')}</dt>
        <dd className={styles.reason}>{dispute.reason}</dd>
        {dispute.resolution ? (
          <>
            <dt>{t('disputes.resolution')}</dt>
            <dd className={styles.reason}>{dispute.resolution}</dd>
          </>
        ) : null}
      </dl>

      <section className={styles.section} aria-labelledby="dispute-lesson">
        <h2 id="dispute-lesson">{t('disputes.lesson')}</h2>
        <dl className={styles.facts}>
          <dt>{t('disputes.when')}</dt>
          <dd>
            {time(lesson.starts_at)} – {time(lesson.ends_at)} (
            {t('disputes.minutes', { count: lesson.minutes })})
          </dd>
          <dt>{t('disputes.teacher')}</dt>
          <dd>
            {lesson.teacher.name} ({lesson.teacher.email})
          </dd>
          <dt>{t('disputes.learner')}</dt>
          <dd>
            {lesson.learner.name} ({lesson.learner.email})
          </dd>
          <dt>{t('disputes.status')}</dt>
          <dd>
            {t(`disputes.lessonStatus.${lesson.status}`)}
            {dispute.attendance_outcome ? ` · ${t(`disputes.outcome.${dispute.attendance_outcome}`)}` : ''}
          </dd>
          <dt>{t('disputes.value')}</dt>
          <dd>{formatPrice(lesson.value_minor, 'CNY', lang)}</dd>
          {lesson.summary ? (
            <>
              <dt>{t('disputes.summary')}</dt>
              <dd className={styles.reason}>{lesson.summary}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="dispute-attendance">
        <h2 id="dispute-attendance">{t('disputes.attendance')}</h2>
        {attendance.length ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('disputes.person')}</th>
                  <th scope="col">{t('disputes.joined')}</th>
                  <th scope="col">{t('disputes.left')}</th>
                </tr>
              </thead>
              <tbody>
                {attendance.map((record) => (
                  <tr key={`${record.user_id}-${record.joined_at}`}>
                    <td>
                      {nameOf(record.user_id)} ({t(`disputes.role.${record.role}`)})
                    </td>
                    <td>{time(record.joined_at)}</td>
                    <td>{record.left_at ? time(record.left_at) : t('disputes.notLeft')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.meta}>{t('disputes.noAttendance')}</p>
        )}
      </section>

      {disputes.length > 1 ? (
        <section className={styles.section} aria-labelledby="dispute-others">
          <h2 id="dispute-others">{t('disputes.allOfLesson')}</h2>
          <ul className={styles.list}>
            {disputes.map((each) => (
              <li key={each.id} className={styles.item}>
                <div className={styles.itemTop}>
                  <span>{t(`disputes.side.${each.side}`)}</span>
                  <StateBadge state={each.state} />
                </div>
                <p className={styles.reason}>{each.reason}</p>
                {each.resolution ? <p className={styles.meta}>{each.resolution}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {dispute.state === 'open' ? <ResolveForm detail={detail} /> : null}
    </>
  );
}

function ResolveForm({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const [resolution, setResolution] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const side = detail.dispute.side;

  async function resolve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed says the decision.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const decision = submitter?.getAttribute('value') === 'upheld' ? 'upheld' : 'rejected';
    if (!resolution.trim()) {
      setFailure(t('disputes.resolutionRequired'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await api.resolveDispute({ params: { id: String(detail.dispute.id) }, body: { decision, resolution } });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === DISPUTE_RESOLVED) {
        setFailure(t('disputes.alreadyResolved'));
        void revalidator.revalidate();
      } else if (isApiError(error) && error.code === NOT_REVERSIBLE) setFailure(t('disputes.notReversible'));
      else setFailure(t('disputes.failed'));
      return;
    }
    setBusy(false);
    void revalidator.revalidate();
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('disputes.resolve')}</h2>
      <p className={styles.meta}>{t(`disputes.upholdMeans.${side}`)}</p>
      <form className={styles.form} onSubmit={resolve}>
        <label htmlFor={`${id}-resolution`}>{t('disputes.resolutionLabel')}</label>
        <textarea
          id={`${id}-resolution`}
          name="resolution"
          maxLength={2000}
          aria-required="true"
          value={resolution}
          onChange={(event) => setResolution(event.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" name="decision" value="upheld" disabled={busy}>
            {t('disputes.uphold')}
          </Button>
          <Button type="submit" name="decision" value="rejected" variant="secondary" disabled={busy}>
            {t('disputes.reject')}
          </Button>
        </div>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
