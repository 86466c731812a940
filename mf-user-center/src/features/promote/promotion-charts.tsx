import type { PromotionDay } from '@hanyu/contract';
import { formatPrice } from '@hanyu/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { WALLET_CURRENCY } from '../money/use-money.ts';
import { useLang } from '../page-frame/use-lang.ts';
import styles from './promote-page.module.css';

const PRIMARY = 'var(--hy-color-primary)';
const ACCENT = 'var(--hy-color-accent)';

const HEIGHT = 220;

/** The width of an element (given by a callback ref), followed as it changes: the charts are drawn to it. */
function useWidth(): [number, (element: HTMLDivElement | null) => void] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [width, setElement];
}

/** The daily series as two charts: clicks; order amount and income (in yuan). Loaded on its own (recharts). */
export default function PromotionCharts({ series }: { series: PromotionDay[] }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const [width, box] = useWidth();
  if (!series.some((day) => day.clicks || day.orders)) {
    return <p className={styles.chartEmpty}>{t('promote.chartEmpty')}</p>;
  }
  const data = series.map((day) => ({
    date: day.date.slice(5),
    clicks: day.clicks,
    amount: day.order_amount_minor / 100,
    income: day.income_minor / 100,
  }));
  const yuan = (value: number) => formatPrice(Math.round(value * 100), WALLET_CURRENCY, lang);
  const amountLabel = t('promote.orderAmount');
  const incomeLabel = t('promote.income');
  return (
    <div className={styles.charts}>
      <figure className={styles.chart} data-testid="chart-clicks">
        <figcaption className={styles.chartTitle}>{t('promote.clicksChart')}</figcaption>
        <div ref={box} className={styles.plot}>
          {width > 0 ? (
            <BarChart
              width={width}
              height={HEIGHT}
              data={data}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="clicks" name={t('promote.clicks')} fill={PRIMARY} radius={[4, 4, 0, 0]} />
            </BarChart>
          ) : null}
        </div>
      </figure>
      <figure className={styles.chart} data-testid="chart-money">
        <figcaption className={styles.chartTitle}>{t('promote.moneyChart')}</figcaption>
        <div className={styles.plot}>
          {width > 0 ? (
            <LineChart
              width={width}
              height={HEIGHT}
              data={data}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => yuan(Number(value))} />
              <Legend />
              <Line
                type="monotone"
                dataKey="amount"
                name={amountLabel}
                stroke={PRIMARY}
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="income"
                name={incomeLabel}
                stroke={ACCENT}
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          ) : null}
        </div>
      </figure>
    </div>
  );
}
