import type { AvailabilityException, AvailabilityExceptionKind, Lang } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button, formatDateTime, useLang } from '@hanyu/ui';
import { fromZonedTime } from 'date-fns-tz';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { BEIJING } from '../page-frame/beijing.ts';
import frame from '../page-frame/page-frame.module.css';
import styles from './availability-page.module.css';
import { HALF_HOURS, halfHourLabel } from './week-grid.ts';

/** The contract's code for hours overlapping others of the same kind, spelled out (no schemas in the chunk). */
const EXCEPTION_OVERLAPS = 20217;

/**
 * Dated exceptions to the week (SPEC §3 availability, issue 11): time off taken out of the weekly hours, extra
 * hours added to them, entered in Beijing time like the week, listed with a way to remove each. Adding or
 * removing one loads the page's data again. `today` (Beijing time) is where the form's dates start.
 */
export function Exceptions({ exceptions, today }: { exceptions: AvailabilityException[]; today: string }) {
  const { t } = useTranslation('teacher');
  return (
    <section className={styles.exceptions} aria-labelledby="exceptions-heading">
      <h2 id="exceptions-heading">{t('exceptions.heading')}</h2>
      <p className={styles.hint}>{t('exceptions.lead')}</p>
      <ExceptionList exceptions={exceptions} />
      <ExceptionForm today={today} />
    </section>
  );
}

function when(exception: AvailabilityException, lang: Lang): string {
  return `${formatDateTime(exception.starts_at, lang, BEIJING)} – ${formatDateTime(exception.ends_at, lang, BEIJING)}`;
}

function ExceptionList({ exceptions }: { exceptions: AvailabilityException[] }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const revalidator = useRevalidator();
  if (!exceptions.length) return <p className={styles.hint}>{t('exceptions.none')}</p>;
  return (
    <ul className={styles.exceptionList}>
      {exceptions.map((exception) => (
        <li key={exception.id}>
          <span className={styles.kind}>{t(`exceptions.kinds.${exception.kind}`)}</span>
          <span>{when(exception, lang)}</span>
          <Button
            type="button"
            variant="ghost"
            size="small"
            aria-label={t('exceptions.remove', {
              what: `${t(`exceptions.kinds.${exception.kind}`)} ${when(exception, lang)}`,
            })}
            onClick={async () => {
              await api
                .deleteTeacherException({ params: { id: String(exception.id) } })
                .catch(() => undefined);
              await revalidator.revalidate();
            }}
          >
            {t('exceptions.removeShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ExceptionForm({ today }: { today: string }) {
  const { t } = useTranslation('teacher');
  const id = useId();
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<AvailabilityExceptionKind>('off');
  const [startDate, setStartDate] = useState(today);
  const [startHalf, setStartHalf] = useState(16);
  const [endDate, setEndDate] = useState(today);
  const [endHalf, setEndHalf] = useState(36);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const instant = (date: string, half: number) =>
    // 48 half hours past midnight is the next day's midnight.
    fromZonedTime(`${date}T00:00:00`, BEIJING).getTime() + half * 30 * 60_000;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const starts = instant(startDate, startHalf);
    const ends = instant(endDate, endHalf);
    if (!(ends > starts)) {
      setFailure(t('exceptions.endAfterStart'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await api.addTeacherException({
        body: { kind, starts_at: new Date(starts).toISOString(), ends_at: new Date(ends).toISOString() },
      });
    } catch (error) {
      setFailure(
        isApiError(error) && error.code === EXCEPTION_OVERLAPS
          ? t('exceptions.overlaps')
          : t('exceptions.failed'),
      );
      setBusy(false);
      return;
    }
    await revalidator.revalidate();
    setBusy(false);
  }

  const halves = Array.from({ length: HALF_HOURS + 1 }, (_, half) => half);
  const timeSelect = (label: string, value: number, onChange: (half: number) => void) => (
    <label className={styles.formField}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {halves.map((half) => (
          <option key={half} value={half}>
            {half === HALF_HOURS ? '24:00' : halfHourLabel(half)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className={styles.exceptionForm} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className={frame.cardTitle}>
        {t('exceptions.add')}
      </h3>
      <fieldset className={styles.kinds}>
        <legend>{t('exceptions.kindLegend')}</legend>
        {(['off', 'extra'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === option}
              onChange={() => setKind(option)}
            />{' '}
            {t(`exceptions.kinds.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.formRow}>
        <label className={styles.formField}>
          <span>{t('exceptions.startDate')}</span>
          <input
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            required
          />
        </label>
        {timeSelect(t('exceptions.startTime'), startHalf, setStartHalf)}
        <label className={styles.formField}>
          <span>{t('exceptions.endDate')}</span>
          <input type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} required />
        </label>
        {timeSelect(t('exceptions.endTime'), endHalf, setEndHalf)}
      </div>
      <p className={`${frame.status} ${styles.status}`} aria-live="assertive">
        {failure ?? ''}
      </p>
      <Button type="submit" disabled={busy}>
        {t('exceptions.submit')}
      </Button>
    </form>
  );
}
