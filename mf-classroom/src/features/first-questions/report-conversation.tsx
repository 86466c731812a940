import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import styles from './report-conversation.module.css';

const REASONS = ['spam', 'abuse', 'off_platform', 'other'] as const;

/**
 * "Report" in a first question's header: either side tells the service centre about the conversation, with a
 * reason and an optional note. An operator dismisses the report or blocks the learner from first questions.
 */
export function ReportConversation({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('classroom');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>('spam');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('sending');
    try {
      const text = note.trim();
      await api.reportConversation({
        params: { id: String(conversationId) },
        body: text ? { reason, note: text } : { reason },
      });
      setState('sent');
      setOpen(false);
    } catch {
      setState('failed');
    }
  }

  if (state === 'sent')
    return (
      <p className={styles.sent} role="status">
        {t('firstQuestions.report.sent')}
      </p>
    );
  return (
    <div className={styles.report}>
      <Button
        size="small"
        variant="ghost"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {t('firstQuestions.report.open')}
      </Button>
      {open ? (
        <form id={`${id}-form`} className={styles.form} onSubmit={submit}>
          <p className={styles.lead}>{t('firstQuestions.report.lead')}</p>
          <label htmlFor={`${id}-reason`}>{t('firstQuestions.report.reason')}</label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as (typeof REASONS)[number])}
          >
            {REASONS.map((each) => (
              <option key={each} value={each}>
                {t(`firstQuestions.report.reasons.${each}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-note`}>{t('firstQuestions.report.note')}</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={2000}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" size="small" disabled={state === 'sending'}>
            {t('firstQuestions.report.send')}
          </Button>
          {state === 'failed' ? (
            <p className={styles.failed} role="alert">
              {t('firstQuestions.report.failed')}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
