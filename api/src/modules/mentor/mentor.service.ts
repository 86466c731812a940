import {
  FALLBACK_LANG,
  HSK_LEVELS,
  type Lang,
  type MatchedTeacher,
  MENTOR_LIMITS,
  type MentorForm,
  type MentorMatch,
  type MentorPage,
  type SavedMentorForm,
  type StudyPlan,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import {
  findLevelResult,
  findMentorPlan,
  findPlanCourses,
  findTeacherCandidates,
  findTeacherTags,
  saveMentorPlan,
} from './mentor.repository.ts';
import { learnerWeekInShanghai, rankTeachers, totalMinutes } from './mentor-ranking.ts';
import { buildStudyPlan } from './study-plan.ts';

/** Private mentor matching (SPEC §1): the form, the ranking (mentor-ranking.ts) and the study plan (study-plan.ts). */

export interface MentorSettings {
  db: Kysely<Database>;
  now: () => Date;
}

/** What is kept: the plan names courses by id, their titles are read in the reader's language. */
interface StoredPlan extends Omit<StudyPlan, 'kinds'> {
  kinds: Array<{
    kind: StudyPlan['kinds'][number]['kind'];
    courses: Array<{ course_id: number; lesson_price_minor: number | null; currency: string }>;
  }>;
}

type LevelTest = MentorPage['level_test'];

async function levelTestOf(db: Kysely<Database>, userId: number): Promise<LevelTest> {
  const row = await findLevelResult(db, userId);
  if (!row || row.hsk_level === null || !(HSK_LEVELS as readonly number[]).includes(row.hsk_level))
    return null;
  const plan = (row.learning_plan ?? {}) as { weekly_lessons?: unknown; tested_at?: unknown };
  return {
    hsk_level: row.hsk_level as (typeof HSK_LEVELS)[number],
    weekly_lessons: typeof plan.weekly_lessons === 'number' ? plan.weekly_lessons : null,
    tested_at: typeof plan.tested_at === 'string' ? plan.tested_at : null,
  };
}

async function withTitles(
  db: Kysely<Database>,
  saved: { form: SavedMentorForm; teachers: MatchedTeacher[]; plan: StoredPlan; matchedAt: Date },
  language: Lang,
): Promise<MentorMatch> {
  const ids = saved.plan.kinds.flatMap((kind) => kind.courses.map((course) => course.course_id));
  const titles = await modelTexts(db, { fields: [TEXT_FIELDS.courseTitle], modelIds: ids, language });
  return {
    form: saved.form,
    teachers: saved.teachers,
    plan: {
      ...saved.plan,
      kinds: saved.plan.kinds.map((kind) => ({
        kind: kind.kind,
        courses: kind.courses.map((course) => ({
          ...course,
          title: titles(TEXT_FIELDS.courseTitle, course.course_id),
        })),
      })),
    },
    matched_at: saved.matchedAt.toISOString(),
  };
}

/** GET /user/mentor — the saved match, the level test that prefills the form, and the tags to choose from. */
export async function mentorPage(
  settings: MentorSettings,
  user: AuthUser,
  language: Lang = FALLBACK_LANG,
): Promise<MentorPage> {
  const { db } = settings;
  const [saved, levelTest, tags] = await Promise.all([
    findMentorPlan(db, user.id),
    levelTestOf(db, user.id),
    findTeacherTags(db),
  ]);
  const names = await modelTexts(db, {
    fields: [TEXT_FIELDS.tagName],
    modelIds: tags.map((tag) => Number(tag.id)),
    language,
  });
  return {
    match: saved
      ? await withTitles(
          db,
          {
            form: saved.form as SavedMentorForm,
            teachers: saved.teachers as MatchedTeacher[],
            plan: saved.plan as StoredPlan,
            matchedAt: new Date(saved.matched_at),
          },
          language,
        )
      : null,
    level_test: levelTest,
    tags: tags.map((tag) => ({ key: tag.key, name: names(TEXT_FIELDS.tagName, Number(tag.id)) || tag.key })),
  };
}

/** POST /user/mentor/match — ranks the teachers, builds the plan, keeps both on the profile. */
export async function matchMentor(
  settings: MentorSettings,
  user: AuthUser,
  form: MentorForm,
  language: Lang = FALLBACK_LANG,
): Promise<MentorMatch> {
  const { db } = settings;
  const now = settings.now();
  const [candidates, courses, levelTest] = await Promise.all([
    findTeacherCandidates(db),
    findPlanCourses(db),
    levelTestOf(db, user.id),
  ]);
  const teachers = rankTeachers(
    candidates,
    {
      tags: form.tags,
      languages: form.languages,
      minExperienceYears: form.min_experience_years,
      budgetMinor: form.budget_minor,
      availability: form.availability,
      timeZone: form.time_zone,
      now,
    },
    MENTOR_LIMITS.teachers,
  );
  const built = buildStudyPlan({
    purpose: form.purpose,
    currentHsk: form.current_hsk,
    targetHsk: form.target_hsk,
    budgetMinor: form.budget_minor,
    // The level test's plan counts when it placed the learner where the form says they are.
    levelTestWeeklyLessons: levelTest?.hsk_level === form.current_hsk ? levelTest.weekly_lessons : null,
    availableMinutes: totalMinutes(learnerWeekInShanghai(form.availability, form.time_zone, now)),
    courses,
    now,
  });
  const byId = new Map(courses.map((course) => [course.id, course]));
  const plan: StoredPlan = {
    lessons_per_week: built.lessons_per_week,
    minutes_per_lesson: built.minutes_per_lesson,
    milestones: built.milestones,
    kinds: built.kinds
      .filter((kind) => kind.course_ids.length > 0)
      .map((kind) => ({
        kind: kind.kind,
        courses: kind.course_ids.map((id) => ({
          course_id: id,
          lesson_price_minor: byId.get(id)?.lessonPriceMinor ?? null,
          currency: byId.get(id)?.currency ?? 'CNY',
        })),
      })),
  };
  await saveMentorPlan(db, user.id, { form, teachers, plan, matchedAt: now });
  return withTitles(db, { form, teachers, plan, matchedAt: now }, language);
}
