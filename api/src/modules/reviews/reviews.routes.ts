import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  operatorReviews,
  replyToReview,
  reviewablesOf,
  reviewCourse,
  reviewLesson,
  reviewPage,
  setReviewHidden,
  teacherReviewsOf,
} from './reviews.service.ts';

/** The review endpoints: the public lists, the learner's reviews, the teacher's replies, the operators' hiding. */
export function reviewsHandlers(
  db: Kysely<Database>,
  now: () => Date,
): Pick<
  EndpointHandlers,
  | 'teacherReviews'
  | 'courseReviews'
  | 'myReviewables'
  | 'reviewLesson'
  | 'reviewCourse'
  | 'myTeacherReviews'
  | 'replyToReview'
  | 'operatorReviews'
  | 'hideReview'
  | 'unhideReview'
> {
  return {
    teacherReviews: async ({ params, query }) => reviewPage(db, 'teacher', params.id, query),
    courseReviews: async ({ params, query }) => reviewPage(db, 'course', params.id, query),
    myReviewables: async ({ user, query }) => reviewablesOf(db, user.id, query.language),
    reviewLesson: async ({ user, params, body }) => reviewLesson(db, user.id, params.id, body, now()),
    reviewCourse: async ({ user, params, body }) => reviewCourse(db, user.id, params.id, body, now()),
    myTeacherReviews: async ({ user, query }) => teacherReviewsOf(db, user.id, query),
    replyToReview: async ({ user, params, body }) =>
      replyToReview(db, { id: user.id, name: user.nickName }, params.id, body.reply, now()),
    operatorReviews: async ({ query }) => operatorReviews(db, query),
    hideReview: async ({ user, params, body }) => setReviewHidden(db, user.id, params.id, body, now()),
    unhideReview: async ({ user, params }) => setReviewHidden(db, user.id, params.id, null, now()),
  };
}
