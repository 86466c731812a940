import type { Lang, TeacherPayouts } from '@hanyu/contract';
import { Container, formatDay, formatPrice, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BEIJING } from '../page-frame/beijing.ts';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import frame from '../page-frame/page-frame.module.css';
import styles from './payouts-page.module.css';

/** A payout's month, `YYYY-MM`, in the page's language: "November 2026", "2026年11月". */
export function formatPeriod(period: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'zh-cn' ? 'zh-CN' : lang, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/**
 * teach/payouts: what the platform owes the teacher, split into what the next payout run pays and what it holds
 * back while lessons are open to dispute (48 hours after their end, or while disputed), and the teacher's
 * payouts with their states (made, sent to the bank, paid).
 */
export function PayoutsPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const payouts = useLoaderData<TeacherPayouts>();
  const price = (minor: number) => formatPrice(minor, payouts.currency, lang);
  const tiles = [
    [t('payouts.balance'), price(payouts.balance_minor)],
    [t('payouts.available'), price(payouts.available_minor)],
    [t('payouts.heldBack'), price(payouts.held_back_minor)],
  ];
  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('payouts.heading')}</h1>
      <CentreNav current="payouts" />
      <dl className={`${frame.stats} ${frame.statsWide}`} aria-label={t('payouts.balances')}>
        {tiles.map(([label, value]) => (
          <div key={label} className={frame.tile}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`${frame.muted} ${frame.narrow}`}>{t('payouts.heldBackText')}</p>
      <section className={`${frame.section} ${styles.listSection}`} aria-labelledby="payouts">
        <h2 id="payouts">{t('payouts.list')}</h2>
        {payouts.list.length ? (
          <ul className={frame.list}>
            {payouts.list.map((payout) => (
              <li key={payout.id} className={`${frame.card} ${styles.payout}`}>
                <div>
                  <h3 className={frame.cardTitle}>{formatPeriod(payout.period, lang)}</h3>
                  <p className={frame.muted}>{t('payouts.reference', { reference: payout.reference })}</p>
                </div>
                <p className={styles.amount}>{price(payout.amount_minor)}</p>
                <p className={styles.state} data-state={payout.state}>
                  {payout.paid_at
                    ? t('payouts.paidOn', { date: formatDay(payout.paid_at, lang, BEIJING) })
                    : t(`payouts.state.${payout.state}`)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={frame.muted}>{t('payouts.none')}</p>
        )}
      </section>
    </Container>
  );
}
