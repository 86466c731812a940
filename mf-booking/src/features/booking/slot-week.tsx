import { type Lang, LOCALE_OF_LANG, type SlotsResponse } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { LocalTime, useHydrated } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import type { SlotWeekData } from './booking-loader.ts';
import styles from './booking-page.module.css';

export type Slot = SlotsResponse['days'][number]['slots'][number];

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) an instant falls on in `zone`. */
export function dateInZone(at: number, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/**
 * `count` calendar dates from `offset` days after `first` (YYYY-MM-DD), by the calendar: never skipping a day
 * at a clock change.
 */
export function datesFrom(first: string, count: number, offset = 0): string[] {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day) + (offset + index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A start's time of day as the slots endpoint writes it (HH:mm, 24 hours) in `zone`: LocalTime's `clock`. */
function clockTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(iso));
}

function dayLabel(date: string, lang: Lang): { weekday: string; day: string } {
  const at = new Date(`${date}T12:00:00Z`);
  const locale = LOCALE_OF_LANG[lang];
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at),
  };
}

/**
 * A week of free starts, a column per day in the zone the week was asked in (a list of days on a phone): each
 * start a toggle button; the chosen one is pressed. Days without a free start say so. The times are LocalTime:
 * on a page the server rendered without the visitor's zone, the page's script shows them in it before the
 * app runs; the buttons' names, which it cannot rewrite, follow once the app has hydrated.
 */
export function SlotWeek({
  week,
  days,
  lang,
  chosen,
  onChoose,
}: {
  week: SlotWeekData;
  days: SlotsResponse['days'];
  lang: Lang;
  chosen: string | undefined;
  onChoose: (slot: Slot) => void;
}) {
  const { t } = useTranslation('booking');
  const zone = useSession((state) => state.timeZone);
  const hydrated = useHydrated();
  const byDate = new Map(days.map((day) => [day.date, day.slots]));
  return (
    <ol className={styles.week}>
      {week.dates.map((date) => {
        const label = dayLabel(date, lang);
        const slots = byDate.get(date) ?? [];
        const dayName = `${label.weekday} ${label.day} `;
        return (
          <li key={date} className={styles.day}>
            <h3 className={styles.dayHeading}>
              <span className={styles.weekday}>{label.weekday}</span> <span>{label.day}</span>
            </h3>
            {slots.length === 0 ? (
              <p className={styles.dayEmpty}>{t('book.dayEmpty')}</p>
            ) : (
              <ul className={styles.slots}>
                {slots.map((slot) => (
                  <li key={slot.start}>
                    <button
                      type="button"
                      className={styles.slot}
                      aria-pressed={chosen === slot.start}
                      // Named by its content (the day, then the time) until the app runs on a page the server
                      // rendered without the visitor's zone: the page's script shows the time in it, which a
                      // name written on the server could not.
                      aria-label={
                        week.zoneKnown || hydrated ? `${dayName}${clockTime(slot.start, zone)}` : undefined
                      }
                      onClick={() => onChoose(slot)}
                    >
                      <span className="hy-visually-hidden">{dayName}</span>
                      <LocalTime iso={slot.start} lang={lang} timeZone={zone} format="clock" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
