import type { Lang, PromotionDay } from '@hanyu/contract';
import { formatNumber, formatPrice, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { WALLET_CURRENCY } from '../money/use-money.ts';
import styles from './promotion-charts.module.css';

/** The chart's drawing units per day across, and its height: the SVG is stretched to its box (CSS). */
const DAY_WIDTH = 10;
const PLOT_HEIGHT = 100;
/** The wallet's minor units (fen) in a yuan: the money chart's scale is in whole yuan. */
const FEN_PER_YUAN = 100;

/**
 * The top of a chart's scale for values up to `max`: twice a round step (1, 2 or 5 × 10ⁿ units, at least one
 * unit), so the three grid lines (0, the step, the top) fall on whole units: counts, or yuan for amounts held
 * in fen (`unit` 100).
 */
export function scaleTop(max: number, unit = 1): number {
  const half = Math.max(max / unit / 2, 1);
  const power = 10 ** Math.floor(Math.log10(half));
  const step = [1, 2, 5, 10].map((multiple) => multiple * power).find((candidate) => candidate >= half);
  return 2 * (step ?? 10 * power) * unit;
}

/** A calendar day of the series (YYYY-MM-DD, the promoter's), short, in the page language: "5 Nov". */
function formatChartDay(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

interface Line {
  label: string;
  values: number[];
  className: string | undefined;
}

/**
 * One chart: a scale of three lines labelled at the left, the first, middle and last days below, and the data
 * as bars or lines. The SVG is an image named by `summary` (role img); the numbers are in the table below.
 */
function Chart({
  testId,
  title,
  summary,
  days,
  top,
  formatValue,
  bars,
  lines,
}: {
  testId: string;
  title: string;
  summary: string;
  days: string[];
  top: number;
  formatValue: (value: number) => string;
  bars?: Line;
  lines?: Line[];
}) {
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const x = (index: number) => (index + 0.5) * DAY_WIDTH;
  const ticks = [top, top / 2, 0];
  const dayLabels = [days[0], days[Math.floor((days.length - 1) / 2)], days.at(-1)];
  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div className={styles.plot}>
        <div className={styles.scale} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick}>{formatValue(tick)}</span>
          ))}
        </div>
        <svg
          className={styles.drawing}
          viewBox={`0 0 ${days.length * DAY_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              className={tick === 0 ? styles.axis : styles.grid}
              x1={0}
              x2={days.length * DAY_WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars?.values.map((value, index) =>
            value > 0 ? (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar a day, in the days' order.
                key={index}
                className={bars.className}
                x={index * DAY_WIDTH + DAY_WIDTH * 0.15}
                width={DAY_WIDTH * 0.7}
                y={y(value)}
                height={PLOT_HEIGHT - y(value)}
              >
                <title>{`${days[index]}: ${formatValue(value)}`}</title>
              </rect>
            ) : null,
          )}
          {lines?.map((line) => (
            <polyline
              key={line.label}
              className={line.className}
              points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <div className={styles.days} aria-hidden="true">
          {dayLabels.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: first, middle and last, always three.
            <span key={index}>{day}</span>
          ))}
        </div>
      </div>
      {lines ? (
        <ul className={styles.legend}>
          {lines.map((line) => (
            <li key={line.label}>
              <svg className={styles.key} viewBox="0 0 24 8" aria-hidden="true" focusable="false">
                <line className={line.className} x1={0} x2={24} y1={4} y2={4} />
              </svg>
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

/**
 * The daily series as two charts drawn on the server as plain SVG (no chart library, nothing to hydrate but
 * markup): clicks as bars; order amount and income as lines. Each is an image with a summary for screen
 * readers, and the figures are also a table, folded below them.
 */
export function PromotionCharts({ series }: { series: PromotionDay[] }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  if (!series.some((day) => day.clicks || day.orders)) {
    return <p className={styles.empty}>{t('promote.chartEmpty')}</p>;
  }
  const days = series.map((day) => formatChartDay(day.date, lang));
  const clicks = series.map((day) => day.clicks);
  const amounts = series.map((day) => day.order_amount_minor);
  const incomes = series.map((day) => day.income_minor);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const count = (value: number) => formatNumber(value, lang);
  const yuan = (minor: number) => formatPrice(minor, WALLET_CURRENCY, lang);
  const range = { from: days[0], to: days.at(-1) };
  return (
    <div className={styles.charts}>
      <Chart
        testId="chart-clicks"
        title={t('promote.clicksChart')}
        summary={t('promote.clicksSummary', {
          ...range,
          total: count(sum(clicks)),
          most: count(Math.max(...clicks)),
        })}
        days={days}
        top={scaleTop(Math.max(...clicks))}
        formatValue={count}
        bars={{ label: t('promote.clicks'), values: clicks, className: styles.bar }}
      />
      <Chart
        testId="chart-money"
        title={t('promote.moneyChart')}
        summary={t('promote.moneySummary', {
          ...range,
          amount: yuan(sum(amounts)),
          income: yuan(sum(incomes)),
        })}
        days={days}
        top={scaleTop(Math.max(...amounts, ...incomes), FEN_PER_YUAN)}
        formatValue={yuan}
        lines={[
          { label: t('promote.orderAmount'), values: amounts, className: styles.amount },
          { label: t('promote.income'), values: incomes, className: styles.income },
        ]}
      />
      <details className={styles.figures}>
        <summary>{t('promote.chartTable')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('promote.day')}</th>
              <th scope="col">{t('promote.clicks')}</th>
              <th scope="col">{t('promote.orderAmount')}</th>
              <th scope="col">{t('promote.income')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day, index) => (
              <tr key={day.date}>
                <th scope="row">{days[index]}</th>
                <td>{count(day.clicks)}</td>
                <td>{yuan(day.order_amount_minor)}</td>
                <td>{yuan(day.income_minor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
