import type { PayoutRun } from '@hanyu/contract';
import { Button, formatDateTime, formatPrice, useLang } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { downloadText, formatPeriod } from './payout-format.ts';
import styles from './payouts.module.css';

const BEIJING = 'Asia/Shanghai';

type Acting = { status: 'idle' } | { status: 'acting' } | { status: 'failed'; message: string };

/**
 * service-centre/payouts/:run_id: a run's payouts (teacher, amount, what was held back, the bank reference),
 * the bank file's download (which marks the run exported) and, once the bank has paid, marking it paid.
 */
export function PayoutRunPage() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const run = useLoaderData<PayoutRun>();
  const revalidator = useRevalidator();
  const [acting, setActing] = useState<Acting>({ status: 'idle' });
  const price = (minor: number) => formatPrice(minor, 'CNY', lang);

  async function act(action: () => Promise<unknown>, failure: string) {
    setActing({ status: 'acting' });
    try {
      await action();
      await revalidator.revalidate();
      setActing({ status: 'idle' });
    } catch {
      setActing({ status: 'failed', message: failure });
    }
  }
  const exportFile = () =>
    act(async () => {
      const file = await api.exportPayoutRun({ params: { id: String(run.id) } });
      downloadText(file.filename, file.csv, 'text/csv;charset=utf-8');
    }, t('payouts.exportFailed'));
  const markPaid = () =>
    act(() => api.markPayoutRunPaid({ params: { id: String(run.id) } }), t('payouts.markPaidFailed'));

  const facts: Array<[string, string]> = [
    [t('payouts.state'), t(`payouts.runState.${run.state}`)],
    [t('payouts.total'), price(run.total_minor)],
    [t('payouts.minimumShort'), price(run.minimum_minor)],
    [t('payouts.cutoff'), formatDateTime(run.cutoff_at, lang, BEIJING)],
  ];
  return (
    <>
      <p>
        <Link to={`/${lang}/service-centre/payouts`}>{t('payouts.back')}</Link>
      </p>
      <h1 className={styles.heading}>
        {t('payouts.runHeading', { period: formatPeriod(run.period, lang) })}
      </h1>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button
          type="button"
          onClick={exportFile}
          disabled={acting.status === 'acting' || run.list.length === 0}
        >
          {run.state === 'created' ? t('payouts.export') : t('payouts.exportAgain')}
        </Button>
        {run.state === 'exported' ? (
          <Button type="button" variant="secondary" onClick={markPaid} disabled={acting.status === 'acting'}>
            {t('payouts.markPaid')}
          </Button>
        ) : null}
      </div>
      <p className={styles.error} aria-live="assertive">
        {acting.status === 'failed' ? acting.message : ''}
      </p>
      <section aria-labelledby="payouts-list">
        <h2 id="payouts-list">{t('payouts.list')}</h2>
        {run.list.length ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone is reached by keyboard (axe scrollable-region-focusable)
          <div className={styles.tableWrap} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('payouts.payee')}</th>
                  <th scope="col">{t('payouts.reference')}</th>
                  <th scope="col" className={styles.number}>
                    {t('payouts.amount')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('payouts.heldBack')}
                  </th>
                  <th scope="col">{t('payouts.state')}</th>
                </tr>
              </thead>
              <tbody>
                {run.list.map((payout) => (
                  <tr key={payout.id}>
                    <td>
                      <span className={styles.payee}>{payout.payee_name}</span>
                      <span className={styles.email}>{payout.email}</span>
                    </td>
                    <td>{payout.reference}</td>
                    <td className={styles.number}>{price(payout.amount_minor)}</td>
                    <td className={styles.number}>{price(payout.held_back_minor)}</td>
                    <td>{t(`payouts.runState.${payout.state}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.muted}>{t('payouts.empty')}</p>
        )}
      </section>
    </>
  );
}
