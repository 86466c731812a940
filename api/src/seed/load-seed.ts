import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  countCatalogueRows,
  insertLessons,
  type LessonInput,
  TextBatch,
  upsertAccounts,
  upsertCourses,
  upsertTags,
  upsertTeachers,
} from '../modules/catalogue/index.ts';
import { upsertCmsPages, upsertPosts } from '../modules/content/index.ts';
import { seedRates } from '../modules/currency/index.ts';
import type { SeedData } from '../seed-data.ts';
import { type DemoAccount, seedDemoAccounts } from './demo-accounts.ts';
import { DEMO_LEARNER_COUNT, demoLearnerEmail, demoLearnerName, lessonHistory } from './lesson-history.ts';
import { upsertCoupons } from './seed-coupons.ts';
import { upsertSeedCourseware } from './seed-courseware.ts';
import { seedReviews } from './seed-reviews.ts';
import { upsertSeedVideoLearning } from './seed-video-learning.ts';

export interface SeedSummary {
  tags: number;
  teachers: number;
  courses: number;
  posts: number;
  pages: number;
  /** Lesson records generated for teachers that had none. */
  lessons: number;
  /** Translation rows inserted or changed; 0 when the database already held this seed. */
  translationsChanged: number;
  /** The demo accounts made or reset (demo-accounts.ts); none unless asked for. */
  demoAccounts: DemoAccount[];
}

export interface SeedOptions {
  now?: Date;
  lessonHistory?: boolean;
  /** Also the demo accounts that sign in (`demoAccountsWanted` says when); not unless true. */
  demoAccounts?: boolean;
  /**
   * The demo seed with its 170 generated teachers (the default), or with the 30 written by hand only: what the
   * API's suites load, since each suite seeds its own database and the generated ones multiply that work.
   */
  generated?: boolean;
}

/** The demo content of api/seed/, loaded on demand so that code seeding its own data never reads it. */
export async function demoSeedData({ generated = true }: { generated?: boolean } = {}): Promise<SeedData> {
  const demo = await import('./demo-seed.ts');
  return generated ? demo.seedData : demo.handWrittenSeedData;
}

/**
 * Loads the seed in one transaction, keyed by tag key, slug, uri and position, and by (field, row,
 * language) for texts, so running it again changes nothing and running it after editing the seed
 * applies the edits. HTML texts are sanitised on the way in. Teachers become accounts (which
 * cannot sign in) of the platform organisation; each teacher without lesson records gets a
 * deterministic history taught to demo learners, so that the computed statistics look real.
 * Exchange rates are stored for the day of the load. With `demoAccounts`, the accounts of
 * demo-accounts.ts too, the first teacher's among them.
 */
export async function loadSeed(
  db: Kysely<Database>,
  data?: SeedData,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const seed = data ?? (await demoSeedData({ generated: options.generated ?? true }));
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const texts = new TextBatch();
    const tagIds = await upsertTags(trx, seed.tags, texts);
    const teachers = await upsertTeachers(trx, seed.teachers, tagIds, texts);
    const courses = await upsertCourses(trx, seed.courses, { tagIds, teachers, texts, now });
    const posts = await upsertPosts(trx, seed.posts, { tagIds, texts });
    let translationsChanged = await texts.write(trx);
    translationsChanged += await upsertCmsPages(trx, seed.pages, () => new TextBatch());
    await seedRates(trx, now);
    await upsertCoupons(trx, seed.coupons ?? []);
    await upsertSeedCourseware(trx, seed.courseware ?? [], courses);
    await upsertSeedVideoLearning(trx, seed.videoLearning ?? [], courses);
    // The demo's printed textbooks (issue 14, user/delivery); loaded on demand like the demo data itself.
    if (!data) {
      const { markTextbookCourses } = await import('./seed-textbooks.ts');
      await markTextbookCourses(trx, (await import('../../seed/textbooks.ts')).textbookCourses);
    }

    let lessons = 0;
    if (options.lessonHistory !== false && seed.teachers.length > 0) {
      const taught = new Set(
        (
          await trx
            .selectFrom('lessons')
            .select('teacher_user_id')
            .distinct()
            .where(
              'teacher_user_id',
              'in',
              [...teachers.values()].map((teacher) => teacher.userId),
            )
            .execute()
        ).map((row) => row.teacher_user_id),
      );
      const untaught = seed.teachers.filter(
        (teacher) => !taught.has(teachers.get(teacher.slug)?.userId ?? ''),
      );
      if (untaught.length > 0) {
        const learners = await upsertAccounts(
          trx,
          Array.from({ length: DEMO_LEARNER_COUNT }, (_, index) => ({
            email: demoLearnerEmail(index),
            nickName: demoLearnerName(index),
          })),
        );
        const learnerIds = Array.from({ length: DEMO_LEARNER_COUNT }, (_, index) =>
          learners.get(demoLearnerEmail(index)),
        ).filter((id): id is string => id !== undefined);
        const taken = new Set<string>();
        const history: LessonInput[] = untaught.flatMap((teacher) => {
          const saved = teachers.get(teacher.slug);
          return saved ? lessonHistory({ teacher, saved, courses, learnerIds, now, taken }) : [];
        });
        lessons = await insertLessons(trx, history);
      }
      // Ratings come from reviews: the history's learners review some of their lessons (issue 29).
      await seedReviews(trx, now);
    }

    const demoAccounts = options.demoAccounts
      ? await seedDemoAccounts(trx, { teacherSlug: seed.teachers[0]?.slug })
      : [];

    return {
      tags: seed.tags.length,
      teachers: seed.teachers.length,
      courses: seed.courses.length,
      posts,
      pages: seed.pages.length,
      lessons,
      translationsChanged,
      demoAccounts,
    };
  });
}

/** Seeds a database without any teacher or course (the first start); returns null otherwise. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  data?: SeedData,
  options: Pick<SeedOptions, 'demoAccounts'> = {},
): Promise<SeedSummary | null> {
  if ((await countCatalogueRows(db)) > 0) return null;
  return loadSeed(db, data, options);
}
