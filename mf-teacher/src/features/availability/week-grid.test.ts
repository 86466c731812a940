import fc from 'fast-check';
import { cellsOf, emptyWeek, HALF_HOURS, openHours, rowsOf, withCell } from './week-grid.ts';

describe('the availability grid', () => {
  it('reads rows into half hours and writes the runs back as rows', () => {
    const rows = [
      { week: 1, begin_minute: 480, end_minute: 720 },
      { week: 1, begin_minute: 840, end_minute: 1290 },
      { week: 7, begin_minute: 1380, end_minute: 1440 },
    ];
    const cells = cellsOf(rows);
    expect(cells[0]?.slice(16, 24).every(Boolean)).toBe(true);
    expect(cells[0]?.[24]).toBe(false);
    expect(cells[6]?.[HALF_HOURS - 1]).toBe(true);
    expect(rowsOf(cells)).toEqual(rows);
    expect(openHours(cells)).toBe(4 + 7.5 + 1);
  });

  it('joins neighbouring cells into one row, and any grid survives a round trip', () => {
    let cells = withCell(emptyWeek(), 2, 10, true);
    cells = withCell(cells, 2, 11, true);
    expect(rowsOf(cells)).toEqual([{ week: 3, begin_minute: 300, end_minute: 360 }]);
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.boolean(), { minLength: 48, maxLength: 48 }), { minLength: 7, maxLength: 7 }),
        (grid) => {
          expect(cellsOf(rowsOf(grid))).toEqual(grid);
          for (const row of rowsOf(grid)) {
            expect(row.begin_minute % 30).toBe(0);
            expect(row.end_minute).toBeGreaterThan(row.begin_minute);
            expect(row.end_minute).toBeLessThanOrEqual(1440);
          }
        },
      ),
    );
  });
});
