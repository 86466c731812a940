import type { AvailabilityResponse } from '@hanyu/contract';
import { formatUtcOffset, useSession, useTimeZoneAsRendered } from '@hanyu/session';
import { Button, Container, useLang, withNodes, ZoneName, ZoneOffset } from '@hanyu/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { BEIJING } from '../page-frame/beijing.ts';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import { besideBeijing } from '../page-frame/lesson-time.tsx';
import frame from '../page-frame/page-frame.module.css';
import type { AvailabilityData } from './availability-loader.ts';
import styles from './availability-page.module.css';
import { Exceptions } from './exceptions.tsx';
import {
  cellsOf,
  DAYS,
  HALF_HOURS,
  halfHourLabel,
  openHours,
  rowsOf,
  sameWeek,
  type WeekCells,
  withCell,
} from './week-grid.ts';

type Saving = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed' };

/**
 * user/timetable (timetable settings, SPEC §2, §6): the teacher's weekly availability in Beijing time, as a
 * week of half hours. Press or drag over cells to open or close them (the first cell decides which); with the
 * keyboard, arrow keys move and Space or Enter switches a cell. Nothing changes until saved.
 */
export function AvailabilityPage() {
  const { t } = useTranslation('teacher');
  const data = useLoaderData<AvailabilityData>();
  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('availability.heading')}</h1>
      <CentreNav current="availability" />
      <Editor weekly={data.weekly} />
      <Exceptions exceptions={data.exceptions} today={data.today} />
    </Container>
  );
}

/** The week as loaded; the grid's changes are the editor's own until saved. */
function Editor({ weekly }: { weekly: AvailabilityResponse['weekly'] }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const rendered = useTimeZoneAsRendered();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(() => cellsOf(weekly));
  const [cells, setCells] = useState<WeekCells>(saved);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const [focus, setFocus] = useState({ day: 0, half: 16 });
  const painting = useRef<boolean | undefined>(undefined);
  const grid = useRef<HTMLTableElement>(null);
  const changed = !sameWeek(cells, saved);

  // A drag ends wherever the pointer is let go, inside the grid or not.
  useEffect(() => {
    const stop = () => {
      painting.current = undefined;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  function set(day: number, half: number, open: boolean) {
    setCells((current) => withCell(current, day, half, open));
    setSaving({ status: 'idle' });
  }

  function move(event: KeyboardEvent<HTMLButtonElement>, day: number, half: number) {
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const next = {
      day: Math.min(DAYS - 1, Math.max(0, day + delta[0])),
      half: Math.min(HALF_HOURS - 1, Math.max(0, half + delta[1])),
    };
    setFocus(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.day}-${next.half}"]`)?.focus();
  }

  async function save() {
    setSaving({ status: 'saving' });
    try {
      const answer = await api.setTeacherAvailability({ body: { weekly: rowsOf(cells) } });
      const now = cellsOf(answer.weekly);
      setSaved(now);
      setCells(now);
      setSaving({ status: 'saved' });
    } catch {
      setSaving({ status: 'failed' });
      return;
    }
    void revalidator.revalidate();
  }

  const weekdays = Array.from({ length: DAYS }, (_, index) =>
    // 2024-01-01 was a Monday: the weekday names in the page language, Monday first.
    new Intl.DateTimeFormat(lang === 'zh-cn' ? 'zh-CN' : lang, { weekday: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + index),
    ),
  );

  return (
    <>
      <p className={styles.lead}>
        {t('availability.lead', { offset: formatUtcOffset(BEIJING) })}{' '}
        <span className={besideBeijing(rendered)}>
          {withNodes((values) => t('availability.yourZone', values), {
            zone: <ZoneName zone={zone} />,
            offset: <ZoneOffset label={formatUtcOffset(zone)} />,
          })}
        </span>
      </p>
      <p className={styles.hint}>{t('availability.hint')}</p>
      <div className={styles.toolbar}>
        <p className={styles.total} aria-live="polite">
          {t('availability.total', { count: openHours(cells) })}
        </p>
        <Button type="button" variant="secondary" disabled={!changed} onClick={() => setCells(saved)}>
          {t('availability.undo')}
        </Button>
        <Button type="button" disabled={!changed || saving.status === 'saving'} onClick={save}>
          {saving.status === 'saving' ? t('availability.saving') : t('availability.save')}
        </Button>
      </div>
      <p className={`${frame.status} ${styles.status}`} role="status">
        {saving.status === 'saved' ? t('availability.saved') : ''}
        {saving.status === 'failed' ? t('availability.failed') : ''}
      </p>
      <div className={styles.scroller}>
        <table ref={grid} className={styles.grid} aria-label={t('availability.gridLabel')}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="hy-visually-hidden">{t('availability.time')}</span>
              </th>
              {weekdays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: HALF_HOURS }, (_, half) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the half hours of a day never move.
              <tr key={half}>
                <th scope="row" className={styles.time}>
                  {half % 2 === 0 ? (
                    halfHourLabel(half)
                  ) : (
                    <span className="hy-visually-hidden">{halfHourLabel(half)}</span>
                  )}
                </th>
                {weekdays.map((name, day) => {
                  const open = cells[day]?.[half] === true;
                  return (
                    <td key={name}>
                      <button
                        type="button"
                        data-cell={`${day}-${half}`}
                        className={styles.cell}
                        aria-pressed={open}
                        aria-label={t('availability.cell', { day: name, time: halfHourLabel(half) })}
                        tabIndex={focus.day === day && focus.half === half ? 0 : -1}
                        onPointerDown={(event) => {
                          event.preventDefault();
                          painting.current = !open;
                          setFocus({ day, half });
                          set(day, half, !open);
                        }}
                        onPointerEnter={() => {
                          if (painting.current !== undefined) set(day, half, painting.current);
                        }}
                        onClick={(event) => {
                          // A click no pointer made (detail 0): a screen reader's activation, or a press on
                          // the server's page before the app started, given to the cell once it has.
                          if (event.detail === 0) set(day, half, !open);
                        }}
                        onKeyDown={(event) => {
                          if (event.key === ' ' || event.key === 'Enter') {
                            event.preventDefault();
                            set(day, half, !open);
                          } else move(event, day, half);
                        }}
                        onFocus={() => setFocus({ day, half })}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
