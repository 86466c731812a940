/** Beijing time, the teachers' unit (SPEC §4): availability is wall-clock time there. */
export const BEIJING = 'Asia/Shanghai';

const DAY_IN_BEIJING = new Intl.DateTimeFormat('en-US', {
  timeZone: BEIJING,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an instant falls on in Beijing time, as YYYY-MM-DD. */
export function beijingDate(at: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    DAY_IN_BEIJING.formatToParts(at).find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
