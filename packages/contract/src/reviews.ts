import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { integerText, integerValue, text } from './request-fields.ts';

/*
 * Reviews (issue 29). A learner reviews the teacher of a one-to-one lesson they took (once per lesson), or a
 * group class / video course they bought once it is finished / half watched (once per buyer and course):
 * 1 to 5 stars and a text in any language, editable for REVIEW_EDIT_DAYS. The teacher replies once; an
 * operator hides a review with a reason. A teacher's and a course's average, count and distribution are kept
 * from the reviews that are not hidden.
 */

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
/** How long after it was written a review may be edited. */
export const REVIEW_EDIT_DAYS = 7;
/** How much of a video course's clips a buyer must have watched to review it. */
export const VIDEO_REVIEW_MIN_SHARE = 0.5;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;

/** The refusals of the review endpoints, in English; pages say them in their language by error code. */
export const REVIEW_MESSAGES = {
  notReviewable:
    'Only the learner of a completed lesson, or a buyer of a finished group class or a video course half ' +
    'watched, can review it',
  editWindowClosed: 'A review can be edited only within 7 days of writing it',
  alreadyReplied: 'This review already has a reply',
  notYourReview: 'No review of yours with this id',
  reviewNotFound: 'No review with this id',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
  textRequired: 'Write a few words',
  reasonRequired: 'Say why the review is hidden',
  languageInvalid: 'language must be a language tag such as en, zh or es',
} as const;

const nonBlank = (name: string, max: number, message: string) =>
  v.pipe(
    text(name, { max, multiline: true }),
    v.check((value) => value.trim() !== '', message),
  );

/** A BCP 47 language tag: the language the text is written in, named on the page ("written in Spanish"). */
const LanguageTag = text('language', {
  max: 35,
  pattern: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
  message: REVIEW_MESSAGES.languageInvalid,
});

export const ReviewBody = v.object({
  stars: integerValue('stars', { min: 1, max: 5 }),
  text: nonBlank('text', REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textRequired),
  language: LanguageTag,
});
export type ReviewBody = v.InferInput<typeof ReviewBody>;

export const ReviewReplyBody = v.object({
  reply: nonBlank('reply', REVIEW_REPLY_MAX_LENGTH, REVIEW_MESSAGES.textRequired),
});
export type ReviewReplyBody = v.InferInput<typeof ReviewReplyBody>;

export const HideReviewBody = v.object({
  reason: nonBlank('reason', REVIEW_HIDE_REASON_MAX_LENGTH, REVIEW_MESSAGES.reasonRequired),
});
export type HideReviewBody = v.InferInput<typeof HideReviewBody>;

export const ReviewIdParams = v.object({ id: integerText('id') });
export const CourseIdParams = v.object({ id: integerText('id') });

export const ReviewsQuery = v.object({
  page: v.optional(integerText('page', { min: 1, max: 999_999 }), '1'),
  page_size: v.optional(
    integerText('page_size', { min: 1, max: REVIEWS_MAX_PAGE_SIZE }),
    String(REVIEWS_PAGE_SIZE),
  ),
});
export type ReviewsQuery = v.InferInput<typeof ReviewsQuery>;

/** The lists of the learner, the teacher and the operators name courses in the page's language. */
export const ReviewListQuery = v.object({
  ...ReviewsQuery.entries,
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`), 'en'),
});
export type ReviewListQuery = v.InferInput<typeof ReviewListQuery>;

export const OperatorReviewsQuery = v.object({
  ...ReviewListQuery.entries,
  hidden: v.optional(v.picklist(['true', 'false'], 'hidden must be true or false')),
});
export type OperatorReviewsQuery = v.InferInput<typeof OperatorReviewsQuery>;

/** The average, count and count per star of the reviews shown. */
export const ReviewSummary = v.object({
  average: v.number(),
  count: v.number(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]),
});
export type ReviewSummary = v.InferOutput<typeof ReviewSummary>;

/** One review as the public pages show it. */
export const Review = v.object({
  id: v.number(),
  stars: v.number(),
  text: v.string(),
  language: v.string(),
  reviewer_name: v.string(),
  /** What was reviewed: a lesson of the course, or the course as a whole. */
  lesson: v.boolean(),
  course_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  reply: v.nullable(v.string()),
  replied_at: v.nullable(v.string()),
});
export type Review = v.InferOutput<typeof Review>;

/** A page of a teacher's or a course's reviews, newest first, with the summary of all of them. */
export const ReviewPage = v.object({
  summary: ReviewSummary,
  page: v.number(),
  page_size: v.number(),
  list: v.array(Review),
});
export type ReviewPage = v.InferOutput<typeof ReviewPage>;

/** Something the caller may review, with their review when written. */
export const Reviewable = v.object({
  /** Set for a lesson; null for a course reviewed as a whole. */
  lesson_id: v.nullable(v.number()),
  course_id: v.number(),
  course_title: v.string(),
  teacher_name: v.nullable(v.string()),
  /** The lesson's start, or when the course was finished / bought. */
  at: v.string(),
  review: v.nullable(
    v.object({
      ...Review.entries,
      /** Until when the review may still be edited. */
      editable_until: v.string(),
      hidden: v.boolean(),
    }),
  ),
});
export type Reviewable = v.InferOutput<typeof Reviewable>;
export const Reviewables = v.object({ list: v.array(Reviewable) });
export type Reviewables = v.InferOutput<typeof Reviewables>;

/** A review of the teacher's, to reply to in the teaching centre. */
export const TeacherReviews = v.object({
  summary: ReviewSummary,
  page: v.number(),
  page_size: v.number(),
  total: v.number(),
  list: v.array(v.object({ ...Review.entries, course_title: v.string() })),
});
export type TeacherReviews = v.InferOutput<typeof TeacherReviews>;

/** A review in the service centre's list, hidden or not. */
export const OperatorReview = v.object({
  ...Review.entries,
  reviewer_id: v.number(),
  teacher_name: v.nullable(v.string()),
  course_title: v.string(),
  hidden_at: v.nullable(v.string()),
  hidden_reason: v.nullable(v.string()),
});
export type OperatorReview = v.InferOutput<typeof OperatorReview>;
export const OperatorReviews = v.object({
  page: v.number(),
  page_size: v.number(),
  total: v.number(),
  list: v.array(OperatorReview),
});
export type OperatorReviews = v.InferOutput<typeof OperatorReviews>;
