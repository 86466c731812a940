import type { PromoterKind } from '@hanyu/contract';
import { Button, useLang, useLocalePath } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { useMoney, WALLET_CURRENCY } from '../money/use-money.ts';
import { FilterLinks } from '../page-frame/filter-links.tsx';
import { CopyField } from './copy-field.tsx';
import type { PromoteData, PromotionAnswer, promoteLoader, StatsAnswer } from './promote-loader.ts';
import styles from './promote-page.module.css';
import { PromotionCharts } from './promotion-charts.tsx';

/** A share in basis points as a percentage in the page language: 500 → "5%". */
function usePercent(): (basisPoints: number) => string {
  const lang = useLang();
  return (basisPoints) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** user/promote: the promotion programme, the caller's coupon and share link, and how they perform. */
export function PromotePage() {
  const { t } = useTranslation('userCenter');
  const data = useLoaderData<typeof promoteLoader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('promote.heading')}</h1>
      <p className={styles.lead}>{t('promote.lead')}</p>
      {data.profile.promoter ? (
        <Promoting promoter={data.profile.promoter} days={data.days} stats={data.stats} />
      ) : (
        <Programme profile={data.profile} />
      )}
    </div>
  );
}

/** A promoter's coupon and share link, their rate, and how they perform over the range asked for. */
function Promoting({
  promoter,
  days,
  stats,
}: {
  promoter: NonNullable<PromotionAnswer['promoter']>;
  days: PromoteData['days'];
  stats: StatsAnswer | null;
}) {
  const { t } = useTranslation('userCenter');
  const percent = usePercent();
  return (
    <>
      <section className={styles.card}>
        <div className={styles.share}>
          <div>
            <CopyField
              label={t('promote.yourCoupon')}
              value={promoter.coupon_code}
              copy={t('promote.copy')}
              copied={t('promote.copied')}
            />
            <p className={styles.note}>
              {t('promote.couponNote', { percent: percent(promoter.coupon_percent * 100) })}
            </p>
          </div>
          <CopyField
            label={t('promote.shareLink')}
            value={promoter.share_url}
            copy={t('promote.copy')}
            copied={t('promote.copied')}
            wide
          />
        </div>
        <p className={styles.rate}>
          {t('promote.yourRate', {
            rate: percent(promoter.income_bp),
            kind: t(`promote.kinds.${promoter.kind}`),
          })}
        </p>
      </section>
      <section className={styles.stats} aria-labelledby="promote-stats">
        <div className={styles.statsHead}>
          <h2 id="promote-stats" className={styles.subtitle}>
            {t('promote.statsTitle')}
          </h2>
          <FilterLinks
            label={t('promote.rangeLabel')}
            name="days"
            current={days === 30 ? undefined : days}
            options={[
              { value: undefined, label: t('promote.range30') },
              { value: 90, label: t('promote.range90') },
            ]}
          />
        </div>
        {stats ? <Statistics stats={stats} /> : null}
      </section>
    </>
  );
}

/** What someone who does not promote sees: how the programme works, and joining when they may. */
function Programme({ profile }: { profile: PromotionAnswer }) {
  const { t } = useTranslation('userCenter');
  const percent = usePercent();
  const lang = useLang();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  const [state, setState] = useState<'idle' | 'joining' | 'failed'>('idle');
  const join = async () => {
    setState('joining');
    try {
      await api.joinPromotion({ query: { language: lang }, body: {} });
      await revalidator.revalidate();
    } catch {
      setState('failed');
    }
  };
  return (
    <section className={styles.card} aria-labelledby="promote-programme">
      <h2 id="promote-programme" className={styles.subtitle}>
        {t('promote.programmeTitle')}
      </h2>
      <p className={styles.text}>{t('promote.programmeText')}</p>
      <ul className={styles.rates}>
        {profile.kinds.map((kind) => (
          <li key={kind.kind}>
            {t('promote.rate', {
              kind: t(`promote.kinds.${kind.kind as PromoterKind}`),
              rate: percent(kind.income_bp),
            })}
          </li>
        ))}
      </ul>
      {profile.can_join ? (
        <div className={styles.actions}>
          <Button onClick={() => void join()} disabled={state === 'joining'}>
            {state === 'joining' ? t('promote.joining') : t('promote.join')}
          </Button>
          {state === 'failed' ? (
            <p className={styles.error} role="alert">
              {t('promote.joinFailed')}
            </p>
          ) : null}
        </div>
      ) : (
        <div className={styles.actions}>
          <p className={styles.text}>{t('promote.notEligible')}</p>
          <Link to={to('user/spread')}>{t('promote.inviteInstead')}</Link>
        </div>
      )}
    </section>
  );
}

function Statistics({ stats }: { stats: StatsAnswer }) {
  const { t } = useTranslation('userCenter');
  const money = useMoney();
  const { range, totals, series } = stats;
  const yuan = (minor: number) => money(minor, WALLET_CURRENCY);
  const tiles = [
    { key: 'clicks', label: t('promote.clicks'), value: String(range.clicks) },
    {
      key: 'orderAmount',
      label: t('promote.orderAmount'),
      value: yuan(range.order_amount_minor),
      detail: t('promote.orders', { count: range.orders }),
    },
    { key: 'tuitionTotal', label: t('promote.tuitionTotal'), value: yuan(range.tuition_total_minor) },
    {
      key: 'income',
      label: t('promote.income'),
      value: yuan(range.income_credited_minor + range.income_pending_minor),
      detail: t('promote.incomeDetail', {
        credited: yuan(range.income_credited_minor),
        pending: yuan(range.income_pending_minor),
      }),
    },
  ];
  return (
    <>
      <dl className={styles.tiles}>
        {tiles.map((tile) => (
          <div key={tile.key} className={styles.tile} data-testid={`stat-${tile.key}`}>
            <dt className={styles.tileLabel}>{tile.label}</dt>
            <dd className={styles.tileValue}>{tile.value}</dd>
            {tile.detail ? <dd className={styles.tileDetail}>{tile.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        {t('promote.allTime', {
          count: totals.clicks,
          amount: yuan(totals.order_amount_minor),
          income: yuan(totals.income_credited_minor + totals.income_pending_minor),
        })}
      </p>
      <PromotionCharts series={series} />
      <p className={styles.note}>{t('promote.pendingNote')}</p>
    </>
  );
}
