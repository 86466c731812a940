import type { MyLessonDispute } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { LessonTime } from '../page-frame/lesson-time.tsx';
import frame from '../page-frame/page-frame.module.css';
import styles from './teaching-centre-page.module.css';

/**
 * The contract's dispute refusals by code, spelled out: importing ERROR_CODES would bring the contract's
 * schemas into this page's chunk.
 */
const REFUSALS: Record<number, 'windowClosed' | 'disputeOpen' | 'alreadyDisputed' | 'nothingToDispute'> = {
  20501: 'windowClosed',
  20502: 'disputeOpen',
  20503: 'alreadyDisputed',
  20504: 'nothingToDispute',
};

/**
 * The teacher's recent lessons that a no-show or a dispute concerns: how each counts, its disputes with the
 * service centre's resolution, and the dispute form of a teacher no-show they contest (within 48 hours).
 */
export function LessonDisputes({ lessons }: { lessons: readonly MyLessonDispute[] }) {
  const { t } = useTranslation('teacher');
  // A lesson that counts as it was booked and was never disputed has nothing to show here.
  const shown = lessons.filter(
    (lesson) => lesson.attendance_outcome || lesson.disputes.length || !lesson.refusal,
  );
  return (
    <section className={frame.section} aria-labelledby="disputes">
      <h2 id="disputes">{t('disputes.heading')}</h2>
      {shown.length ? (
        <ul className={frame.list}>
          {shown.map((lesson) => (
            <li key={lesson.lesson_id} className={frame.card}>
              <LessonDispute lesson={lesson} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={frame.muted}>{t('disputes.none')}</p>
      )}
    </section>
  );
}

function LessonDispute({ lesson }: { lesson: MyLessonDispute }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const revalidator = useRevalidator();
  const id = useId();
  const [writing, setWriting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setMessage({ text: t('disputes.reasonRequired'), failed: true });
      return;
    }
    setBusy(true);
    try {
      await api.disputeLesson({ params: { id: String(lesson.lesson_id) }, body: { reason } });
    } catch (error) {
      setBusy(false);
      const refusal = isApiError(error) ? REFUSALS[error.code] : undefined;
      setMessage({ text: t(refusal ? `disputes.${refusal}` : 'disputes.failed'), failed: true });
      if (refusal) void revalidator.revalidate();
      return;
    }
    setBusy(false);
    setWriting(false);
    setMessage({ text: t('disputes.sent'), failed: false });
    void revalidator.revalidate();
  }

  return (
    <>
      <LessonTime iso={lesson.starts_at} lang={lang} />
      <p className={frame.cardTitle}>
        {t('disputes.withLearner', { name: lesson.with_name })} · {t(`disputes.counts.${lesson.status}`)}
      </p>
      {lesson.attendance_outcome ? (
        <p className={styles.outcome}>{t(`disputes.outcome.${lesson.attendance_outcome}`)}</p>
      ) : null}
      {lesson.disputes.map((each) => (
        <div key={each.id} className={styles.disputeEntry}>
          <p className={frame.muted}>
            <strong>{t(each.side === 'teacher' ? 'disputes.mine' : 'disputes.theirs')}</strong> (
            {t(`disputes.state.${each.state}`)}): {each.reason}
          </p>
          {each.resolution ? (
            <p className={frame.muted}>{t('disputes.resolution', { text: each.resolution })}</p>
          ) : null}
        </div>
      ))}
      {lesson.refusal === null && !writing ? (
        <Button type="button" variant="secondary" size="small" onClick={() => setWriting(true)}>
          {t('disputes.open')}
        </Button>
      ) : null}
      {writing ? (
        <form className={styles.disputeForm} onSubmit={send}>
          <label htmlFor={`${id}-reason`}>{t('disputes.reasonLabel')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.disputeButtons}>
            <Button type="button" variant="secondary" onClick={() => setWriting(false)} disabled={busy}>
              {t('disputes.close')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('disputes.sending') : t('disputes.send')}
            </Button>
          </div>
        </form>
      ) : null}
      {message ? (
        <p
          className={message.failed ? styles.failure : frame.muted}
          role={message.failed ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </>
  );
}
