import { LessonIdParams } from '../booking.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  CourseIdParams,
  HideReviewBody,
  OperatorReview,
  OperatorReviews,
  OperatorReviewsQuery,
  Review,
  Reviewables,
  ReviewBody,
  ReviewIdParams,
  ReviewListQuery,
  ReviewPage,
  ReviewReplyBody,
  ReviewsQuery,
  TeacherReviews,
} from '../reviews.ts';

/** Reviews of teachers and courses: written by verified learners, replied to, hidden by operators; `api/src/modules/reviews`. */
export const reviewsEndpoints = {
  teacherReviews: {
    ...endpointPaths.teacherReviews,
    owner: 'nobody',
    example: { params: { id: '1' }, query: { page: '1' } },
    summary:
      "A teacher's reviews that are not hidden, newest first, paged, with their average, count and count per " +
      "star (id is the teacher's user id)",
    params: ReviewIdParams,
    query: ReviewsQuery,
    response: ReviewPage,
  },
  courseReviews: {
    ...endpointPaths.courseReviews,
    owner: 'nobody',
    example: { params: { id: '1' }, query: { page: '1' } },
    summary:
      "A course's reviews (of its lessons and of the course as a whole) that are not hidden, newest first, " +
      'paged, with their average, count and count per star',
    params: CourseIdParams,
    query: ReviewsQuery,
    response: ReviewPage,
  },
  myReviewables: {
    ...endpointPaths.myReviewables,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      'What the caller may review: their completed lessons, finished group classes and video courses at least ' +
      'half watched, newest first, each with their review when written',
    query: ReviewListQuery,
    response: Reviewables,
    auth: true,
  },
  reviewLesson: {
    ...endpointPaths.reviewLesson,
    owner: { resource: 'reviewableLesson', param: 'id' },
    example: { params: { id: '1' }, body: { stars: 5, text: 'Patient and clear.', language: 'en' } },
    summary:
      "Writes the caller's review of a completed lesson's teacher, or edits it within 7 days (422 after). " +
      'Only its learner (20701 otherwise)',
    params: LessonIdParams,
    body: ReviewBody,
    response: Review,
    auth: true,
  },
  reviewCourse: {
    ...endpointPaths.reviewCourse,
    owner: 'caller',
    example: { params: { id: '1' }, body: { stars: 4, text: 'Well paced.', language: 'en' } },
    summary:
      "Writes the caller's review of a group class they have a seat in once it is finished, or of a video " +
      'course they bought once half watched; edits it within 7 days. Anyone else: 20701',
    params: CourseIdParams,
    body: ReviewBody,
    response: Review,
    auth: true,
  },
  myTeacherReviews: {
    ...endpointPaths.myTeacherReviews,
    owner: 'caller',
    role: 'teacher',
    example: { query: { language: 'en' } },
    summary:
      "The reviews of the caller's teaching that are not hidden, newest first, to reply to (teachers only)",
    query: ReviewListQuery,
    response: TeacherReviews,
    auth: true,
  },
  replyToReview: {
    ...endpointPaths.replyToReview,
    owner: 'caller',
    role: 'teacher',
    example: { params: { id: '1' }, body: { reply: 'Thank you!' } },
    summary:
      "The caller's one reply to a review of their teaching (404 for anyone else's, 409 once replied; teachers only)",
    params: ReviewIdParams,
    body: ReviewReplyBody,
    response: Review,
    auth: true,
  },
  operatorReviews: {
    ...endpointPaths.operatorReviews,
    owner: 'anyone',
    role: 'operator',
    example: { query: { language: 'en' } },
    summary: 'Every review, newest first, hidden or not (hidden=true or false to choose; operators only)',
    query: OperatorReviewsQuery,
    response: OperatorReviews,
    auth: true,
  },
  hideReview: {
    ...endpointPaths.hideReview,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, body: { reason: 'Shares a phone number.' } },
    summary:
      'Hides a review from every page with a reason, taking it out of the ratings; audited (409 if hidden; ' +
      'operators only)',
    params: ReviewIdParams,
    body: HideReviewBody,
    response: OperatorReview,
    auth: true,
  },
  unhideReview: {
    ...endpointPaths.unhideReview,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '2' } },
    summary: 'Shows a hidden review again, back in the ratings; audited (409 if shown; operators only)',
    params: ReviewIdParams,
    response: OperatorReview,
    auth: true,
  },
} as const satisfies EndpointTable;
