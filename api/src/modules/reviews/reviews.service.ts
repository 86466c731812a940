import {
  ERROR_CODES,
  type Lang,
  type OperatorReview,
  type OperatorReviews,
  REVIEW_EDIT_DAYS,
  REVIEW_MESSAGES,
  type Review,
  type Reviewable,
  type Reviewables,
  type ReviewPage,
  type ReviewSummary,
  type TeacherReviews,
  VIDEO_REVIEW_MIN_SHARE,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import {
  addToRollup,
  completedLessonsWithReviews,
  courseCandidates,
  courseExists,
  courseForReview,
  findOwnReview,
  findReview,
  findReviewWithName,
  findRollup,
  insertReview,
  lessonForReview,
  operatorReviewPage,
  type ReviewRow,
  type ReviewWithName,
  type RollupRow,
  reviewsWithNames,
  setHidden,
  setReplyOnce,
  setTeacherRating,
  shownReviews,
  teacherExists,
  teacherReviewsWithTitles,
  updateReviewText,
  videoClipsWatched,
} from './reviews.repository.ts';

/*
 * Reviews (issue 29; the rules in docs/decisions.md, "Reviews"). Every write that changes what a rollup
 * counts (a new review, an edit of its stars, a hide, an un-hide) locks the review row and moves the
 * teacher's and the course's rollups by the difference in the same transaction, so the rollups always equal
 * the reviews they summarise, whatever runs at the same time.
 */

const DAY = 86_400_000;
/** How many completed lessons the learner's review list offers, newest first. */
const REVIEWABLE_LESSON_LIMIT = 100;

const refuse = (status: number, code: number, message: string) => new ApiError(status, message, { code });
const notReviewable = () => refuse(403, ERROR_CODES.notReviewable, REVIEW_MESSAGES.notReviewable);

export interface ReviewInput {
  stars: number;
  text: string;
  language: string;
}

export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY);

export function summaryOf(rollup: RollupRow | undefined): ReviewSummary {
  if (!rollup || rollup.review_count === 0) return { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] };
  return {
    average: Math.round((rollup.star_sum / rollup.review_count) * 10) / 10,
    count: rollup.review_count,
    distribution: [rollup.stars_1, rollup.stars_2, rollup.stars_3, rollup.stars_4, rollup.stars_5],
  };
}

export function reviewView(row: ReviewWithName): Review {
  return {
    id: Number(row.id),
    stars: row.stars,
    text: row.body,
    language: row.language,
    reviewer_name: row.reviewer_name,
    lesson: row.lesson_id !== null,
    course_id: Number(row.course_id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    reply: row.reply,
    replied_at: row.replied_at?.toISOString() ?? null,
  };
}

/**
 * Moves the rollups of a review's teacher and course by one review of `stars` (in or out), the teacher's
 * first, always in this order so two writers never wait on each other crosswise, and keeps the teacher's
 * listed rating with it.
 */
async function moveRollups(
  trx: Kysely<Database>,
  review: Pick<ReviewRow, 'teacher_user_id' | 'course_id'>,
  stars: number,
  change: 1 | -1,
): Promise<void> {
  if (review.teacher_user_id !== null) {
    const teacher = await addToRollup(trx, 'teacher', review.teacher_user_id, stars, change);
    await setTeacherRating(trx, review.teacher_user_id, teacher);
  }
  await addToRollup(trx, 'course', review.course_id, stars, change);
}

/** Writes the review of `target`, or edits the caller's within its 7 days, with the rollups in step. */
async function writeOrEdit(
  trx: Kysely<Database>,
  target: {
    reviewerId: string;
    courseId: string;
    teacherUserId: string | null;
    lessonId: string | null;
  },
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  const body = input.text.trim();
  const found = await findOwnReview(trx, ownKey(target));
  if (!found) {
    const inserted = await insertReview(trx, {
      ...target,
      stars: input.stars,
      body,
      language: input.language,
      at: now,
    });
    if (inserted) return written(trx, target, inserted.id, input.stars, now);
  }
  // Written before, or by a concurrent request of the same writer a moment ago (which the insert waited for).
  const existing = found ?? (await findOwnReview(trx, ownKey(target)));
  if (!existing) throw notReviewable();
  return edit(trx, existing, target.reviewerId, { ...input, text: body }, now);
}

const ownKey = (target: { reviewerId: string; courseId: string; lessonId: string | null }) =>
  target.lessonId !== null
    ? { lessonId: target.lessonId }
    : { courseId: target.courseId, reviewerId: target.reviewerId };

async function written(
  trx: Kysely<Database>,
  target: { courseId: string; teacherUserId: string | null },
  id: string,
  stars: number,
  now: Date,
): Promise<Review> {
  await moveRollups(trx, { teacher_user_id: target.teacherUserId, course_id: target.courseId }, stars, 1);
  const review = (await findReviewWithName(trx, id)) as ReviewWithName;
  if (target.teacherUserId !== null)
    await notify(
      trx,
      [
        {
          userId: target.teacherUserId,
          kind: 'new_review',
          params: {
            review_id: Number(id),
            stars,
            author_name: review.reviewer_name,
            teacher_id: Number(target.teacherUserId),
            course_id: Number(target.courseId),
          },
        },
      ],
      now,
    );
  return reviewView(review);
}

async function edit(
  trx: Kysely<Database>,
  existing: ReviewRow,
  reviewerId: string,
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  if (existing.reviewer_id !== reviewerId) throw notReviewable();
  if (now.getTime() > editableUntil(existing.created_at).getTime())
    throw refuse(422, ERROR_CODES.reviewEditWindowClosed, REVIEW_MESSAGES.editWindowClosed);
  await updateReviewText(trx, existing.id, {
    stars: input.stars,
    body: input.text,
    language: input.language,
    at: now,
  });
  if (existing.hidden_at === null && existing.stars !== input.stars) {
    await moveRollups(trx, existing, existing.stars, -1);
    await moveRollups(trx, existing, input.stars, 1);
  }
  return reviewView((await findReviewWithName(trx, existing.id)) as ReviewWithName);
}

/** A completed lesson's learner reviews its teacher (once per lesson; edits within 7 days). */
export async function reviewLesson(
  db: Kysely<Database>,
  userId: number,
  lessonId: number,
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  return db.transaction().execute(async (trx) => {
    const lesson = await lessonForReview(trx, lessonId);
    if (!lesson) throw notFound();
    if (lesson.student_user_id !== String(userId) || lesson.status !== 'complete') throw notReviewable();
    return writeOrEdit(
      trx,
      {
        reviewerId: String(userId),
        courseId: lesson.course_id,
        teacherUserId: lesson.teacher_user_id,
        lessonId: lesson.id,
      },
      input,
      now,
    );
  });
}

/** Whether a learner may review a course as a whole: a finished group class they sat, a video course half watched. */
async function mayReviewCourse(
  db: Kysely<Database>,
  course: NonNullable<Awaited<ReturnType<typeof courseForReview>>>,
  userId: number,
): Promise<boolean> {
  if (course.kind === 'group') return Boolean(course.enrolled) && course.finished_at !== null;
  if (course.kind === 'video') {
    if (!course.granted) return false;
    const { clips, watched } = await videoClipsWatched(db, course.id, userId);
    return clips > 0 && watched / clips >= VIDEO_REVIEW_MIN_SHARE;
  }
  return false;
}

/** A buyer reviews a finished group class or a video course half watched (once; edits within 7 days). */
export async function reviewCourse(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  return db.transaction().execute(async (trx) => {
    const course = await courseForReview(trx, courseId, userId);
    if (!course) throw notFound();
    if (!(await mayReviewCourse(trx, course, userId))) throw notReviewable();
    return writeOrEdit(
      trx,
      {
        reviewerId: String(userId),
        courseId: course.id,
        teacherUserId: course.teacher_user_id,
        lessonId: null,
      },
      input,
      now,
    );
  });
}

const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** A teacher's or a course's shown reviews, newest first, with the summary of all of them. */
export async function reviewPage(
  db: Kysely<Database>,
  subject: 'teacher' | 'course',
  id: number,
  paging: { page: number; page_size: number },
): Promise<ReviewPage> {
  const exists = subject === 'teacher' ? await teacherExists(db, id) : await courseExists(db, id);
  if (!exists) throw notFound();
  const [rollup, rows] = await Promise.all([
    findRollup(db, subject, id),
    shownReviews(db, subject, id, pageWindow(paging.page, paging.page_size)),
  ]);
  return {
    summary: summaryOf(rollup),
    page: paging.page,
    page_size: paging.page_size,
    list: rows.map(reviewView),
  };
}

/** What a learner may review, newest first, each with their review. */
export async function reviewablesOf(
  db: Kysely<Database>,
  userId: number,
  language: Lang,
): Promise<Reviewables> {
  const [lessons, courses] = await Promise.all([
    completedLessonsWithReviews(db, userId, language, REVIEWABLE_LESSON_LIMIT),
    courseCandidates(db, userId, language),
  ]);
  const eligibleCourses = [];
  for (const course of courses) {
    if (course.kind === 'video') {
      const { clips, watched } = await videoClipsWatched(db, course.course_id, userId);
      if (clips === 0 || watched / clips < VIDEO_REVIEW_MIN_SHARE) continue;
    }
    eligibleCourses.push(course);
  }
  const reviewIds = [...lessons, ...eligibleCourses]
    .map((row) => row.review_id)
    .filter((id): id is string => id !== null);
  const reviews = new Map((await reviewsWithNames(db, reviewIds)).map((row) => [row.id, row]));
  const ownReview = (id: string | null): Reviewable['review'] => {
    const row = id === null ? undefined : reviews.get(id);
    if (!row) return null;
    return {
      ...reviewView(row),
      editable_until: editableUntil(row.created_at).toISOString(),
      hidden: row.hidden_at !== null,
    };
  };
  const list: Reviewable[] = [
    ...lessons.map((lesson) => ({
      lesson_id: Number(lesson.lesson_id),
      course_id: Number(lesson.course_id),
      course_title: lesson.course_title,
      teacher_name: lesson.teacher_name,
      at: lesson.at.toISOString(),
      review: ownReview(lesson.review_id),
    })),
    ...eligibleCourses.map((course) => ({
      lesson_id: null,
      course_id: Number(course.course_id),
      course_title: course.course_title,
      teacher_name: course.teacher_name,
      at: new Date(course.at as Date | string).toISOString(),
      review: ownReview(course.review_id),
    })),
  ];
  list.sort((a, b) => b.at.localeCompare(a.at));
  return { list };
}

/** The reviews of a teacher's teaching, to reply to. */
export async function teacherReviewsOf(
  db: Kysely<Database>,
  teacherUserId: number,
  query: { page: number; page_size: number; language: Lang },
): Promise<TeacherReviews> {
  const [rollup, rows] = await Promise.all([
    findRollup(db, 'teacher', teacherUserId),
    teacherReviewsWithTitles(db, teacherUserId, query.language, pageWindow(query.page, query.page_size)),
  ]);
  const summary = summaryOf(rollup);
  return {
    summary,
    page: query.page,
    page_size: query.page_size,
    total: summary.count,
    list: rows.map((row) => ({ ...reviewView(row), course_title: row.course_title })),
  };
}

/** The teacher's one reply to a review of their teaching. */
export async function replyToReview(
  db: Kysely<Database>,
  teacher: { id: number; name: string },
  reviewId: number,
  reply: string,
  now: Date,
): Promise<Review> {
  return db.transaction().execute(async (trx) => {
    const review = await findReview(trx, reviewId, { lock: true });
    if (!review || review.teacher_user_id !== String(teacher.id) || review.hidden_at !== null)
      throw notFound();
    if (!(await setReplyOnce(trx, review.id, reply.trim(), now)))
      throw refuse(409, ERROR_CODES.reviewAlreadyReplied, REVIEW_MESSAGES.alreadyReplied);
    await notify(
      trx,
      [
        {
          userId: review.reviewer_id,
          kind: 'review_reply',
          params: {
            review_id: Number(review.id),
            replier_name: teacher.name,
            teacher_id: teacher.id,
            course_id: Number(review.course_id),
          },
        },
      ],
      now,
    );
    return reviewView((await findReviewWithName(trx, review.id)) as ReviewWithName);
  });
}

/** Every review for the operators, newest first. */
export async function operatorReviews(
  db: Kysely<Database>,
  query: { page: number; page_size: number; language: Lang; hidden?: 'true' | 'false' | undefined },
): Promise<OperatorReviews> {
  const { rows, total } = await operatorReviewPage(db, {
    hidden: query.hidden === undefined ? undefined : query.hidden === 'true',
    language: query.language,
    ...pageWindow(query.page, query.page_size),
  });
  return {
    page: query.page,
    page_size: query.page_size,
    total,
    list: rows.map((row) => operatorView(row, row)),
  };
}

function operatorView(
  row: ReviewWithName,
  names: { teacher_name: string | null; course_title: string },
): OperatorReview {
  return {
    ...reviewView(row),
    reviewer_id: Number(row.reviewer_id),
    teacher_name: names.teacher_name,
    course_title: names.course_title,
    hidden_at: row.hidden_at?.toISOString() ?? null,
    hidden_reason: row.hidden_reason,
  };
}

/** An operator hides a review (reason given) or shows it again; audited, the rollups in step. */
export async function setReviewHidden(
  db: Kysely<Database>,
  operatorId: number,
  reviewId: number,
  hide: { reason: string } | null,
  now: Date,
): Promise<OperatorReview> {
  await db.transaction().execute(async (trx) => {
    const review = await findReview(trx, reviewId, { lock: true });
    if (!review) throw refuse(404, ERROR_CODES.notFound, REVIEW_MESSAGES.reviewNotFound);
    if (hide && review.hidden_at !== null)
      throw refuse(409, ERROR_CODES.reviewAlreadyHidden, REVIEW_MESSAGES.alreadyHidden);
    if (!hide && review.hidden_at === null)
      throw refuse(409, ERROR_CODES.reviewNotHidden, REVIEW_MESSAGES.notHidden);
    const reason = hide?.reason.trim();
    await setHidden(trx, review.id, hide ? { at: now, by: operatorId, reason: reason as string } : null);
    await moveRollups(trx, review, review.stars, hide ? -1 : 1);
    await recordOperatorAction(trx, {
      operatorId,
      action: hide ? 'review.hide' : 'review.unhide',
      subject: `review:${review.id}`,
      userId: review.reviewer_id,
      before: { hidden: review.hidden_at !== null, hidden_reason: review.hidden_reason },
      after: { hidden: hide !== null, hidden_reason: reason ?? null },
      reason: reason ?? review.hidden_reason ?? '',
    });
  });
  const { rows } = await operatorReviewPage(db, { language: 'en', limit: 1, offset: 0, id: reviewId });
  return operatorView(
    rows[0] as ReviewWithName,
    rows[0] as { teacher_name: string | null; course_title: string },
  );
}
