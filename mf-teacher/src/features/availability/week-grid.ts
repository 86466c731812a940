import type { WeeklyWindow } from '@hanyu/contract';

/**
 * The availability editor's model: a week of half hours (7 days × 48), Monday first, in Beijing time (SPEC §3,
 * §4). Pure functions: rows to cells and back, so what is saved is exactly what the grid shows.
 */
export const HALF_HOURS = 48;
export const DAYS = 7;

/** cells[day][half]: day 0 is Monday (week 1), half 0 is 00:00–00:30. */
export type WeekCells = boolean[][];

export function emptyWeek(): WeekCells {
  return Array.from({ length: DAYS }, () => Array<boolean>(HALF_HOURS).fill(false));
}

export function cellsOf(rows: readonly WeeklyWindow[]): WeekCells {
  const cells = emptyWeek();
  for (const row of rows) {
    const day = cells[row.week - 1];
    if (!day) continue;
    for (let half = Math.floor(row.begin_minute / 30); half < Math.ceil(row.end_minute / 30); half++)
      if (half < HALF_HOURS) day[half] = true;
  }
  return cells;
}

/** Each day's runs of open half hours as rows, in order. */
export function rowsOf(cells: WeekCells): WeeklyWindow[] {
  const rows: WeeklyWindow[] = [];
  cells.forEach((day, index) => {
    let start = -1;
    for (let half = 0; half <= HALF_HOURS; half++) {
      const open = half < HALF_HOURS && day[half] === true;
      if (open && start < 0) start = half;
      if (!open && start >= 0) {
        rows.push({ week: index + 1, begin_minute: start * 30, end_minute: half * 30 });
        start = -1;
      }
    }
  });
  return rows;
}

/** The cells with one set to `open`. */
export function withCell(cells: WeekCells, day: number, half: number, open: boolean): WeekCells {
  if (cells[day]?.[half] === open) return cells;
  return cells.map((row, index) => (index === day ? row.map((cell, h) => (h === half ? open : cell)) : row));
}

export function sameWeek(a: WeekCells, b: WeekCells): boolean {
  return a.every((day, index) => day.every((cell, half) => cell === b[index]?.[half]));
}

/** "08:30" for a half hour of the day. */
export function halfHourLabel(half: number): string {
  return `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
}

/** Open hours in a week, for the summary line. */
export function openHours(cells: WeekCells): number {
  return cells.flat().filter(Boolean).length / 2;
}
