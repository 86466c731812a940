import { BOOKING_MIN_LEAD_MINUTES, SLOT_GRANULARITY_MINUTES } from '@hanyu/contract';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import {
  freeSlots,
  type Interval,
  type SlotRules,
  slotRefusal,
  slotsByDay,
  type WeeklyWindow,
  weeklyOccurrences,
} from './slots.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
/** Shanghai wall clock (UTC+8) as an instant. */
const shanghai = (local: string) => fromZonedTime(local, 'Asia/Shanghai').getTime();

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    availability: [{ week: 1, begin_minute: 9 * 60, end_minute: 12 * 60 }],
    extraHours: [],
    timeOff: [],
    reserved: [],
    courseLessonStarts: [],
    dailyLimit: null,
    monthlyLimit: null,
    lessonMinutes: 25,
    // Sunday 1 March 2026, noon in Shanghai.
    now: shanghai('2026-03-01T12:00'),
    ...overrides,
  };
}

describe('the slot function', () => {
  it('lists the half hours of a weekly window in the teacher zone, each long enough for the lesson', () => {
    const monday = shanghai('2026-03-02T00:00');
    const slots = freeSlots(rules({ lessonMinutes: 50 }), monday, monday + DAY);
    // 09:00–12:00: starts 09:00 … 11:00 (11:30 + 50 min runs past 12:00).
    expect(slots.map((s) => formatInTimeZone(s, 'Asia/Shanghai', 'HH:mm'))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(slotRefusal(rules({ lessonMinutes: 50 }), shanghai('2026-03-02T11:30'))).toBe('too_short');
  });

  it('refuses each broken rule with its reason', () => {
    const base = rules({
      reserved: [{ start: shanghai('2026-03-02T10:00'), end: shanghai('2026-03-02T10:25') }],
      timeOff: [{ start: shanghai('2026-03-09T00:00'), end: shanghai('2026-03-10T00:00') }],
      courseLessonStarts: [shanghai('2026-03-16T09:00')],
      dailyLimit: 1,
      monthlyLimit: 3,
    });
    expect(slotRefusal(base, shanghai('2026-03-02T09:10'))).toBe('off_grid');
    expect(slotRefusal(base, shanghai('2026-03-02T08:00'))).toBe('unavailable');
    expect(slotRefusal(base, shanghai('2026-03-02T10:00'))).toBe('reserved');
    // 09:30 + 45 minutes runs into the 10:00 lesson.
    expect(slotRefusal({ ...base, lessonMinutes: 45 }, shanghai('2026-03-02T09:30'))).toBe('too_short');
    expect(slotRefusal(base, shanghai('2026-03-02T09:30'))).toBeNull();
    expect(slotRefusal(base, shanghai('2026-03-09T09:00'))).toBe('unavailable');
    expect(slotRefusal(base, shanghai('2026-03-16T10:00'))).toBe('daily_limit');
    expect(
      slotRefusal(
        { ...base, courseLessonStarts: [1, 2, 3].map((d) => shanghai(`2026-03-0${d}T09:00`)) },
        shanghai('2026-03-23T10:00'),
      ),
    ).toBe('monthly_limit');
    const soon = { ...base, now: shanghai('2026-03-02T08:00') };
    expect(slotRefusal(soon, shanghai('2026-03-02T09:30'))).toBe('too_soon');
    expect(slotRefusal(soon, shanghai('2026-03-02T10:30'))).toBeNull();
  });

  it('joins a window ending at midnight with the next day’s, and adds extra hours', () => {
    const late = rules({
      availability: [
        { week: 1, begin_minute: 23 * 60, end_minute: 1440 },
        { week: 2, begin_minute: 0, end_minute: 60 },
      ],
      extraHours: [{ start: shanghai('2026-03-04T15:00'), end: shanghai('2026-03-04T16:00') }],
      lessonMinutes: 60,
    });
    expect(slotRefusal(late, shanghai('2026-03-02T23:30'))).toBeNull();
    expect(slotRefusal(late, shanghai('2026-03-04T15:00'))).toBeNull();
    expect(slotRefusal(late, shanghai('2026-03-04T15:30'))).toBe('too_short');
  });

  it('groups slots by the day they start on in the learner’s zone', () => {
    const slots = [shanghai('2026-03-02T09:00'), shanghai('2026-03-02T10:00')];
    // 09:00 Shanghai is 01:00 UTC: 20:00 the day before in New York (EST, UTC−5).
    expect(slotsByDay(slots, 25, 'America/New_York')).toEqual([
      {
        date: '2026-03-01',
        slots: [
          { start: '2026-03-02T01:00:00.000Z', end: '2026-03-02T01:25:00.000Z', time: '20:00' },
          { start: '2026-03-02T02:00:00.000Z', end: '2026-03-02T02:25:00.000Z', time: '21:00' },
        ],
      },
    ]);
  });
});

/** Zones with daylight saving or odd offsets, and the weeks their clocks change in 2026. */
const ZONES: Array<{ zone: string; week: string }> = [
  { zone: 'America/New_York', week: '2026-03-06' },
  { zone: 'America/New_York', week: '2026-10-30' },
  { zone: 'Europe/London', week: '2026-03-27' },
  { zone: 'Europe/Berlin', week: '2026-10-23' },
  { zone: 'Australia/Sydney', week: '2026-04-02' },
  { zone: 'Australia/Sydney', week: '2026-10-01' },
  { zone: 'America/Santiago', week: '2026-04-02' },
  { zone: 'America/Santiago', week: '2026-09-04' },
  { zone: 'Asia/Kolkata', week: '2026-03-27' },
  { zone: 'Pacific/Chatham', week: '2026-04-02' },
  { zone: 'Pacific/Chatham', week: '2026-09-25' },
];

const windowArb: fc.Arbitrary<WeeklyWindow> = fc
  .record({
    week: fc.integer({ min: 1, max: 7 }),
    begin: fc.integer({ min: 0, max: 47 }),
    length: fc.integer({ min: 1, max: 48 }),
  })
  .map(({ week, begin, length }) => ({
    week,
    begin_minute: begin * 30,
    end_minute: Math.min(1440, (begin + length) * 30),
  }));

const scenarioArb = fc.record({
  place: fc.constantFrom(...ZONES),
  availability: fc.array(windowArb, { maxLength: 10 }),
  lessonMinutes: fc.constantFrom(25, 30, 45, 50, 60, 90),
  nowOffsetMinutes: fc.integer({ min: 0, max: 6 * 24 * 60 }),
  reservedAt: fc.array(
    fc.record({
      day: fc.integer({ min: 0, max: 13 }),
      half: fc.integer({ min: 0, max: 47 }),
      minutes: fc.constantFrom(25, 45, 60),
    }),
    { maxLength: 12 },
  ),
  offAt: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 13 }), hours: fc.integer({ min: 1, max: 30 }) }),
    { maxLength: 3 },
  ),
  dailyLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  booked: fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 6 }),
});

describe('the slot function across zones and clock changes (property)', () => {
  it('lists exactly the starts it would accept, each inside the availability, free, 2 hours ahead, grouped once by local day', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const weekStart = fromZonedTime(`${s.place.week}T00:00`, s.place.zone).getTime();
        const reserved: Interval[] = s.reservedAt.map((r) => {
          const start = weekStart + r.day * DAY + r.half * 30 * MINUTE;
          return { start, end: start + r.minutes * MINUTE };
        });
        const subject = rules({
          availability: s.availability,
          lessonMinutes: s.lessonMinutes,
          now: weekStart + s.nowOffsetMinutes * MINUTE,
          reserved,
          timeOff: s.offAt.map((o) => ({
            start: weekStart + o.day * DAY,
            end: weekStart + o.day * DAY + o.hours * HOUR,
          })),
          dailyLimit: s.dailyLimit,
          courseLessonStarts: s.booked.map((d) => weekStart + d * DAY + 9 * HOUR),
        });
        const from = weekStart;
        const to = weekStart + 14 * DAY;
        const slots = freeSlots(subject, from, to);

        // The listing and the check are one: every listed start is accepted…
        for (const start of slots) expect(slotRefusal(subject, start)).toBeNull();
        // …and every accepted start on the grid is listed.
        const listed = new Set(slots);
        for (let t = from; t < to; t += SLOT_GRANULARITY_MINUTES * MINUTE)
          if (slotRefusal(subject, t) === null) expect(listed.has(t)).toBe(true);

        for (const start of slots) {
          const end = start + s.lessonMinutes * MINUTE;
          expect(start).toBeGreaterThanOrEqual(subject.now + BOOKING_MIN_LEAD_MINUTES * MINUTE);
          for (const r of reserved) expect(start < r.end && r.start < end).toBe(false);
          // Inside the weekly availability read in Shanghai wall-clock time, minute by minute.
          for (const m of [start, start + 30 * MINUTE, start + 60 * MINUTE, end - MINUTE].filter(
            (t) => t < end,
          )) {
            const [weekday, hh, mm] = formatInTimeZone(m, 'Asia/Shanghai', 'i|HH|mm').split('|').map(Number);
            const minute = (hh as number) * 60 + (mm as number);
            expect(
              s.availability.some(
                (w) => w.week === weekday && w.begin_minute <= minute && minute < w.end_minute,
              ),
            ).toBe(true);
          }
        }
        expect([...slots].sort((a, b) => a - b)).toEqual(slots);

        // Grouped by the learner's local day: each slot once, days in order, times as the zone's clock reads.
        const days = slotsByDay(slots, s.lessonMinutes, s.place.zone);
        expect(days.flatMap((d) => d.slots.map((slot) => Date.parse(slot.start)))).toEqual(slots);
        expect(days.map((d) => d.date)).toEqual([...new Set(days.map((d) => d.date))].sort());
        for (const day of days)
          for (const slot of day.slots)
            expect(formatInTimeZone(Date.parse(slot.start), s.place.zone, 'yyyy-MM-dd HH:mm')).toBe(
              `${day.date} ${slot.time}`,
            );
      }),
      { numRuns: 80 },
    );
  });

  it('never moves a booked lesson when a zone changes its clocks: the instant is what is stored', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 14 * 48 - 1 }), (place, step) => {
        const start = fromZonedTime(`${place.week}T00:00`, place.zone).getTime() + step * 30 * MINUTE;
        const [day] = slotsByDay([start], 25, place.zone);
        // What the learner's page shows reads back as the same instant (an ambiguous local hour aside).
        const local = fromZonedTime(`${day?.date}T${day?.slots[0]?.time}`, place.zone).getTime();
        expect([0, HOUR, -HOUR, 30 * MINUTE, -30 * MINUTE]).toContain(local - start);
        expect(day?.slots[0]?.start).toBe(new Date(start).toISOString());
      }),
    );
  });
});

it('answers a teacher’s 4 weeks from their availability', () => {
  const weekdays = [1, 2, 3, 4, 5, 6].map((week) => ({
    week,
    begin_minute: 8 * 60,
    end_minute: 21 * 60 + 30,
  }));
  const from = at('2026-03-01T00:00:00Z');
  const slots = freeSlots(rules({ availability: weekdays, now: from }), from, from + 28 * DAY);
  // 6 days × 4 weeks × 27 starts (08:00 … 21:00: a 25-minute lesson ends by 21:30); `now` is a Sunday.
  expect(slots.length).toBe(6 * 4 * 27);
});

it("names each weekly window's next occurrence from the start of today in Shanghai", () => {
  // Sunday 2026-03-01, 10:00 in Shanghai.
  const now = at('2026-03-01T02:00:00Z');
  expect(
    weeklyOccurrences(
      [
        { week: 1, begin_minute: 8 * 60, end_minute: 21 * 60 + 30 },
        { week: 7, begin_minute: 0, end_minute: 1440 },
      ],
      now,
    ),
  ).toEqual([
    {
      week: 1,
      begin_minute: 480,
      end_minute: 1290,
      starts_at: '2026-03-02T00:00:00.000Z',
      ends_at: '2026-03-02T13:30:00.000Z',
    },
    {
      week: 7,
      begin_minute: 0,
      end_minute: 1440,
      starts_at: '2026-02-28T16:00:00.000Z',
      ends_at: '2026-03-01T16:00:00.000Z',
    },
  ]);
});
