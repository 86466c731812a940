import type { MyLessonDispute } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import styles from './bookings-page.module.css';

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
 * A past lesson's no-show and disputes, as its learner reads them: the attendance rule's outcome, each
 * dispute with its state and the service centre's resolution, and, while the learner may dispute the lesson
 * (within 48 hours of its end), the button that opens the dispute form.
 */
export function LessonDispute({ dispute }: { dispute: MyLessonDispute }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const id = useId();
  const [writing, setWriting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setMessage({ text: t('bookings.dispute.reasonRequired'), failed: true });
      return;
    }
    setBusy(true);
    try {
      await api.disputeLesson({ params: { id: String(dispute.lesson_id) }, body: { reason } });
    } catch (error) {
      setBusy(false);
      const refusal = isApiError(error) ? REFUSALS[error.code] : undefined;
      setMessage({
        text: t(refusal ? `bookings.dispute.${refusal}` : 'bookings.dispute.failed'),
        failed: true,
      });
      if (refusal) void revalidator.revalidate();
      return;
    }
    setBusy(false);
    setWriting(false);
    setMessage({ text: t('bookings.dispute.sent'), failed: false });
    void revalidator.revalidate();
  }

  return (
    <div className={styles.dispute}>
      {dispute.attendance_outcome ? (
        <p className={styles.outcome}>{t(`bookings.dispute.outcome.${dispute.attendance_outcome}`)}</p>
      ) : null}
      {dispute.disputes.length ? (
        <ul className={styles.disputes} aria-label={t('bookings.dispute.heading')}>
          {dispute.disputes.map((each) => (
            <li key={each.id}>
              <strong>
                {t(each.side === 'learner' ? 'bookings.dispute.mine' : 'bookings.dispute.theirs')}
              </strong>{' '}
              ({t(`bookings.dispute.state.${each.state}`)}): {each.reason}
              {each.resolution ? (
                <p className={styles.meta}>{t('bookings.dispute.resolution', { text: each.resolution })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dispute.refusal === null && !writing ? (
        <div className={styles.actions}>
          <p className={styles.meta}>
            {t('bookings.dispute.until')} <DateTime iso={dispute.dispute_until} />
          </p>
          <Button type="button" variant="secondary" onClick={() => setWriting(true)}>
            {t('bookings.dispute.open')}
          </Button>
        </div>
      ) : null}
      {writing ? (
        <form className={styles.disputeForm} onSubmit={send}>
          <label htmlFor={`${id}-reason`}>{t('bookings.dispute.reasonLabel')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setWriting(false)} disabled={busy}>
              {t('bookings.dispute.close')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('bookings.dispute.sending') : t('bookings.dispute.send')}
            </Button>
          </div>
        </form>
      ) : null}
      {message ? (
        <p
          className={message.failed ? styles.failure : styles.meta}
          role={message.failed ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
