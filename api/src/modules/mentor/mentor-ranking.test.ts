import {
  learnerWeekInShanghai,
  mergeIntervals,
  overlapMinutes,
  rankTeachers,
  type TeacherCandidate,
  teacherWeek,
} from './mentor-ranking.ts';
import { buildStudyPlan, levelRange, type PlanCourse } from './study-plan.ts';

const MONDAY = 1;
const SUNDAY = 7;
const DAY = 1440;

/** Shanghai 17:00–18:00 on Mondays: London's 09:00–10:00 in winter (GMT), not in summer (BST). */
const ana: TeacherCandidate = {
  id: 11,
  name: 'Ana',
  experienceYears: 10,
  languages: ['zh', 'en'],
  rating: 4.9,
  tags: ['hsk-prep', 'conversation'],
  weekly: [{ week: MONDAY, begin_minute: 17 * 60, end_minute: 18 * 60 }],
  lowestLessonPriceMinor: 5_000,
};
/** Shanghai 16:00–17:00 on Mondays: London's 09:00–10:00 in summer. */
const bo: TeacherCandidate = {
  id: 12,
  name: 'Bo',
  experienceYears: 3,
  languages: ['zh', 'ja'],
  rating: 4.5,
  tags: ['business'],
  weekly: [{ week: MONDAY, begin_minute: 16 * 60, end_minute: 17 * 60 }],
  lowestLessonPriceMinor: 30_000,
};
/** Never when a London learner is free on Monday mornings. */
const cai: TeacherCandidate = {
  ...ana,
  id: 13,
  name: 'Cai',
  weekly: [{ week: SUNDAY, begin_minute: 3 * 60, end_minute: 4 * 60 }],
};

const londonMonday = {
  tags: ['hsk-prep'],
  languages: ['en'],
  minExperienceYears: 5,
  budgetMinor: 10_000,
  availability: [{ week: MONDAY, begin_minute: 9 * 60, end_minute: 10 * 60 }],
  timeZone: 'Europe/London',
};

describe('mentor ranking', () => {
  it("lays a winter learner's London hours on Shanghai time (GMT: +8 hours)", () => {
    const week = learnerWeekInShanghai(
      londonMonday.availability,
      'Europe/London',
      new Date('2030-01-07T00:00:00Z'),
    );
    expect(week).toEqual([[17 * 60, 18 * 60]]);
  });

  it('moves them an hour in summer (BST: +7 hours)', () => {
    const week = learnerWeekInShanghai(
      londonMonday.availability,
      'Europe/London',
      new Date('2030-07-01T00:00:00Z'),
    );
    expect(week).toEqual([[16 * 60, 17 * 60]]);
  });

  it('uses the rules of the day itself when the week ahead crosses the change (31 March 2030)', () => {
    // Thursday 28 March: the Monday ahead (1 April) is already on summer time.
    const thursday = new Date('2030-03-28T12:00:00Z');
    expect(learnerWeekInShanghai(londonMonday.availability, 'Europe/London', thursday)).toEqual([
      [16 * 60, 17 * 60],
    ]);
    // The Friday before, in the same week ahead, is still on winter time.
    const friday = [{ week: 5, begin_minute: 9 * 60, end_minute: 10 * 60 }];
    expect(learnerWeekInShanghai(friday, 'Europe/London', thursday)).toEqual([
      [4 * DAY + 17 * 60, 4 * DAY + 18 * 60],
    ]);
  });

  it("moves a learner's evening to the next day in Shanghai and splits a range across the week's end", () => {
    // Los Angeles, Sunday 18:00 (PST, UTC−8) is Monday 10:00 in Shanghai.
    const losAngeles = learnerWeekInShanghai(
      [{ week: SUNDAY, begin_minute: 18 * 60, end_minute: 19 * 60 }],
      'America/Los_Angeles',
      new Date('2030-01-07T00:00:00Z'),
    );
    expect(losAngeles).toEqual([[10 * 60, 11 * 60]]);
    // Tokyo (UTC+9), Monday 00:00–01:30 is Sunday 23:00 to Monday 00:30 in Shanghai.
    const tokyo = learnerWeekInShanghai(
      [{ week: MONDAY, begin_minute: 0, end_minute: 90 }],
      'Asia/Tokyo',
      new Date('2030-01-07T00:00:00Z'),
    );
    expect(tokyo).toEqual([
      [0, 30],
      [6 * DAY + 23 * 60, 7 * DAY],
    ]);
  });

  it('merges and overlaps intervals', () => {
    expect(
      mergeIntervals([
        [60, 120],
        [0, 60],
        [200, 300],
        [250, 260],
      ]),
    ).toEqual([
      [0, 120],
      [200, 300],
    ]);
    expect(overlapMinutes(teacherWeek(ana.weekly), [[17 * 60 + 30, 19 * 60]])).toBe(30);
  });

  it('scores each part of the documented score and leaves out teachers without shared hours (winter)', () => {
    const ranked = rankTeachers(
      [cai, bo, ana],
      { ...londonMonday, now: new Date('2030-01-07T00:00:00Z') },
      5,
    );
    expect(ranked).toEqual([
      {
        id: 11,
        name: 'Ana',
        // tags 35 + languages 20 + all 60 minutes shared 30 + 10 years of 5 asked 10 + within budget 5
        score: 100,
        reasons: {
          tags: ['hsk-prep'],
          languages: ['en'],
          overlap_minutes: 60,
          experience_years: 10,
          within_budget: true,
        },
      },
    ]);
  });

  it('ranks by the summer hours in summer: the other teacher, with a lower score', () => {
    const ranked = rankTeachers(
      [cai, bo, ana],
      { ...londonMonday, now: new Date('2030-07-01T00:00:00Z') },
      5,
    );
    // no tag 0 + no language 0 + all shared 30 + 3 of 5 years 6 + over budget 0
    expect(ranked.map((teacher) => [teacher.name, teacher.score, teacher.reasons.within_budget])).toEqual([
      ['Bo', 36, false],
    ]);
  });

  it('orders ties by shared minutes, rating, then id, and keeps to the limit', () => {
    const wide = {
      ...londonMonday,
      tags: [],
      languages: [],
      minExperienceYears: 0,
      availability: [{ week: MONDAY, begin_minute: 8 * 60, end_minute: 11 * 60 }],
      now: new Date('2030-01-07T00:00:00Z'),
    };
    const twin = { ...ana, id: 5, name: 'Twin' };
    const lowerRated = { ...ana, id: 4, name: 'Lower', rating: 4.0 };
    const longer = {
      ...ana,
      id: 9,
      name: 'Longer',
      weekly: [{ week: MONDAY, begin_minute: 15 * 60, end_minute: 19 * 60 }],
    };
    const ranked = rankTeachers([ana, twin, lowerRated, longer], wide, 3);
    expect(ranked.map((teacher) => teacher.name)).toEqual(['Longer', 'Twin', 'Ana']);
  });
});

describe('study plan', () => {
  const courses: PlanCourse[] = [
    { id: 1, kind: 'live', level: 'HSK 4', lessonPriceMinor: 8_000, currency: 'CNY', finished: false },
    { id: 2, kind: 'live', level: 'HSK 1–2', lessonPriceMinor: 9_000, currency: 'CNY', finished: false },
    { id: 3, kind: 'live', level: 'HSK 2', lessonPriceMinor: 20_000, currency: 'CNY', finished: false },
    { id: 4, kind: 'group', level: 'HSK 2–4', lessonPriceMinor: 3_000, currency: 'CNY', finished: true },
    { id: 5, kind: 'group', level: 'HSK 2', lessonPriceMinor: 3_000, currency: 'CNY', finished: false },
    { id: 6, kind: 'video', level: 'HSK 5+', lessonPriceMinor: null, currency: 'CNY', finished: false },
  ];
  const input = {
    purpose: 'exam' as const,
    currentHsk: 1,
    targetHsk: 3,
    budgetMinor: 10_000,
    levelTestWeeklyLessons: null,
    availableMinutes: 600,
    courses,
    now: new Date('2030-01-07T00:00:00Z'),
  };

  it('reads level texts', () => {
    expect(levelRange('HSK 2–4')).toEqual([2, 4]);
    expect(levelRange('HSK 5+')).toEqual([5, 9]);
    expect(levelRange('HSK 1')).toEqual([1, 1]);
    expect(levelRange('Beginners')).toBeUndefined();
  });

  it('suggests courses at the next level within budget, and dates milestones by study hours', () => {
    const plan = buildStudyPlan(input);
    expect(plan.lessons_per_week).toBe(3);
    expect(plan.kinds).toEqual([
      { kind: 'live', course_ids: [2, 1] },
      { kind: 'group', course_ids: [5] },
      { kind: 'video', course_ids: [6] },
    ]);
    // 3 × 50 minutes × 2 = 5 hours a week: HSK 2's 40 hours take 8 weeks, HSK 3's 80 another 16.
    expect(plan.milestones).toEqual([
      { hsk_level: 2, weeks: 8, date: '2030-03-04' },
      { hsk_level: 3, weeks: 24, date: '2030-06-24' },
    ]);
  });

  it("takes the level test's lessons a week, but no more than the free hours hold", () => {
    expect(buildStudyPlan({ ...input, levelTestWeeklyLessons: 4 }).lessons_per_week).toBe(4);
    expect(
      buildStudyPlan({ ...input, levelTestWeeklyLessons: 4, availableMinutes: 120 }).lessons_per_week,
    ).toBe(2);
    expect(buildStudyPlan({ ...input, purpose: 'travel', availableMinutes: 30 }).lessons_per_week).toBe(1);
  });
});
