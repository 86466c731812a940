import { ERROR_CODES, OPERATOR_NOTE_MAX_LENGTH, yuanInputToMinor } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, formatPrice, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; direction: 'credit' | 'deduction'; amount: string; balance: string }
  | { status: 'invalid' | 'notEnough' | 'keyReused' | 'failed' };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Credits (bill type 3) or deducts (bill type 4) a person's wallet with a required reason. The form's
 * Idempotency-Key is made once for the form, so a double submit or a retry after a lost answer moves money
 * once; the next adjustment, after one went through or was refused, gets a new key.
 */
export function WalletAdjustmentForm({ userId }: { userId: number }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const revalidator = useRevalidator();
  const id = useId();
  const [key, setKey] = useState(newKey);
  const [direction, setDirection] = useState<'credit' | 'deduction'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.status === 'sending') return;
    const amountMinor = yuanInputToMinor(amount);
    if (amountMinor === null || reason.trim() === '') {
      setSending({ status: 'invalid' });
      return;
    }
    setSending({ status: 'sending' });
    const body = { user_id: userId, amount_minor: amountMinor, note: reason.trim() };
    try {
      const call = direction === 'credit' ? api.creditWallet : api.deductWallet;
      const done = await call({ body }, { idempotencyKey: key });
      setSending({
        status: 'done',
        direction,
        amount: formatPrice(Math.abs(done.amount_minor), done.currency, lang),
        balance: formatPrice(done.balance_minor, done.currency, lang),
      });
      setAmount('');
      setReason('');
      setKey(newKey());
      void revalidator.revalidate();
    } catch (error) {
      // No answer: the same key again is safe. An answer: the next attempt is a new adjustment.
      if (!isApiError(error) || error.status !== 0) setKey(newKey());
      if (isApiError(error) && error.code === ERROR_CODES.notEnoughBalance)
        setSending({ status: 'notEnough' });
      else if (isApiError(error) && error.code === ERROR_CODES.idempotencyKeyReused)
        setSending({ status: 'keyReused' });
      else if (isApiError(error) && error.status === 400) setSending({ status: 'invalid' });
      else setSending({ status: 'failed' });
    }
  }

  return (
    <form className={page.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('adjust.title')}</h3>
      <fieldset className={page.row}>
        <legend className="hy-visually-hidden">{t('adjust.direction')}</legend>
        {(['credit', 'deduction'] as const).map((each) => (
          <label key={each} className={page.check}>
            <input
              type="radio"
              name={`${id}-direction`}
              value={each}
              checked={direction === each}
              onChange={() => setDirection(each)}
            />
            {t(`adjust.${each}`)}
          </label>
        ))}
      </fieldset>
      <label className={page.label} htmlFor={`${id}-amount`}>
        {t('adjust.amount')}
      </label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <label className={page.label} htmlFor={`${id}-reason`}>
        {t('adjust.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={OPERATOR_NOTE_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <Button type="submit" disabled={sending.status === 'sending'}>
        {sending.status === 'sending' ? t('adjust.sending') : t(`adjust.submit.${direction}`)}
      </Button>
      <p className={page.status} role="status">
        {sending.status === 'done'
          ? t(`adjust.done.${sending.direction}`, { amount: sending.amount, balance: sending.balance })
          : ''}
      </p>
      {['invalid', 'notEnough', 'keyReused', 'failed'].includes(sending.status) ? (
        <p className={page.error} role="alert">
          {t(`adjust.${sending.status as 'invalid' | 'notEnough' | 'keyReused' | 'failed'}`)}
        </p>
      ) : null}
    </form>
  );
}
