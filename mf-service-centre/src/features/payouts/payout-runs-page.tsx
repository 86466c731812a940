import type { PayoutRun } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, formatPrice, useLang } from '@hanyu/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { formatPeriod } from './payout-format.ts';
import styles from './payouts.module.css';
import type { PayoutRunsData } from './payouts-loaders.ts';

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'created'; run: PayoutRun }
  | { status: 'failed'; message: string };

/**
 * service-centre/payouts: the payout runs and the form that starts one for a month, with a minimum below which
 * a teacher's payout waits for a later run. The run's answer says who was paid and who was carried over.
 */
export function PayoutRunsPage() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { data: runs, suggestedPeriod } = useLoaderData<PayoutRunsData>();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const price = (minor: number) => formatPrice(minor, 'CNY', lang);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, so what was typed before the app started counts too.
    const fields = event.currentTarget.elements;
    const period = (fields.namedItem('period') as HTMLInputElement).value;
    const minimumYuan = (fields.namedItem('minimum') as HTMLInputElement).value.trim();
    const minimum = minimumYuan === '' ? Number.NaN : Number(minimumYuan);
    if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(period) || !Number.isInteger(minimum) || minimum < 0) {
      setSending({ status: 'failed', message: t('payouts.invalid') });
      return;
    }
    setSending({ status: 'sending' });
    try {
      const run = await api.createPayoutRun({ body: { period, minimum_minor: minimum * 100 } });
      setSending({ status: 'created', run });
      await revalidator.revalidate();
    } catch (error) {
      setSending({
        status: 'failed',
        message:
          isApiError(error) && error.status === 409
            ? t('payouts.periodTaken', { period: formatPeriod(period, lang) })
            : t('payouts.failed'),
      });
    }
  }

  return (
    <>
      <h1 className={styles.heading}>{t('payouts.heading')}</h1>
      <p className={styles.muted}>{t('payouts.intro')}</p>
      <form className={styles.form} onSubmit={start} noValidate aria-labelledby="payouts-start">
        <h2 id="payouts-start">{t('payouts.start')}</h2>
        <div className={styles.fields}>
          <div>
            <label htmlFor="payouts-period">{t('payouts.period')}</label>
            <input id="payouts-period" name="period" type="month" defaultValue={suggestedPeriod} required />
          </div>
          <div>
            <label htmlFor="payouts-minimum">{t('payouts.minimum')}</label>
            <input
              id="payouts-minimum"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name="minimum"
              defaultValue="100"
            />
          </div>
        </div>
        <p className={styles.error} aria-live="assertive">
          {sending.status === 'failed' ? sending.message : ''}
        </p>
        <Button type="submit" disabled={sending.status === 'sending'}>
          {sending.status === 'sending' ? t('payouts.starting') : t('payouts.startButton')}
        </Button>
        <div role="status">{sending.status === 'created' ? <CreatedRun run={sending.run} /> : null}</div>
      </form>
      <section aria-labelledby="payouts-runs">
        <h2 id="payouts-runs">{t('payouts.runs')}</h2>
        {runs.length ? (
          <ul className={styles.runs}>
            {runs.map((run) => (
              <li key={run.id} className={styles.card}>
                <Link className={styles.runLink} to={`/${lang}/service-centre/payouts/${run.id}`}>
                  {formatPeriod(run.period, lang)}
                </Link>
                <span>{t('payouts.count', { count: run.payouts })}</span>
                <span className={styles.amount}>{price(run.total_minor)}</span>
                <span className={styles.state} data-state={run.state}>
                  {t(`payouts.runState.${run.state}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('payouts.none')}</p>
        )}
      </section>
    </>
  );
}

function CreatedRun({ run }: { run: PayoutRun }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const price = (minor: number) => formatPrice(minor, 'CNY', lang);
  return (
    <div className={styles.created}>
      <p>
        {t('payouts.created', {
          period: formatPeriod(run.period, lang),
          count: run.payouts,
          total: price(run.total_minor),
        })}{' '}
        <Link to={`/${lang}/service-centre/payouts/${run.id}`}>{t('payouts.open')}</Link>
      </p>
      {run.carried_over?.length ? (
        <>
          <p>{t('payouts.carriedOver')}</p>
          <ul>
            {run.carried_over.map((teacher) => (
              <li key={teacher.teacher_user_id}>
                {teacher.payee_name}: {price(teacher.amount_minor)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
