import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { integerText } from './request-fields.ts';

/**
 * A course's courseware (issue 12, SPEC `learning/courseware/{item_id}`): its pages in order, each an image
 * with a title and a text alternative for screen readers. Read by the course's teacher, learners holding a
 * grant for it, and the learner, teacher and assistants of a lesson of it; in the live room the teacher turns
 * the pages and everyone follows (the `page` signal, docs/classroom-protocol.md). The user centre's
 * `user/delivery` (my materials) reads the same endpoints.
 */

/** The image types a page may be. */
export const COURSEWARE_IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type CoursewareImageType = (typeof COURSEWARE_IMAGE_TYPES)[number];
/** The largest page image the server takes. */
export const COURSEWARE_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most pages a course's courseware may have (the `page` signal's upper bound too). */
export const COURSEWARE_MAX_PAGES = 500;
/** A page's title and text alternative, at most this long. */
export const COURSEWARE_TITLE_MAX = 120;
export const COURSEWARE_ALT_MAX = 1_000;

/** A page number, 1 for the first. */
export const CoursewarePageNumber = v.pipe(
  v.number(),
  v.integer('page must be a whole number'),
  v.minValue(1, 'page must be at least 1'),
  v.maxValue(COURSEWARE_MAX_PAGES, `page must be at most ${COURSEWARE_MAX_PAGES}`),
);

export const CoursewarePage = v.object({
  number: v.number(),
  title: v.string(),
  /** What the image shows, for screen readers (the `alt` of the image). */
  alt: v.string(),
  content_type: v.picklist(COURSEWARE_IMAGE_TYPES),
  /**
   * The image, on the API's origin: a signed address that works for about a day and stays the same within
   * that time (so the browser's cache keeps it); only those who may read the courseware are given it.
   */
  image_url: v.string(),
});
export type CoursewarePage = v.InferOutput<typeof CoursewarePage>;

export const Courseware = v.object({
  course: v.object({ id: v.number(), title: v.string(), kind: v.string() }),
  pages: v.array(CoursewarePage),
  /** The caller teaches the course and may add pages. */
  can_edit: v.boolean(),
});
export type Courseware = v.InferOutput<typeof Courseware>;

export const CoursewareParams = v.object({ id: integerText('id') });
export const CoursewareQuery = v.object({
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
});

/** A page the teacher uploads: its texts travel in the query, the image is the request body. */
export const CoursewareUploadQuery = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'title is required'),
    v.maxLength(COURSEWARE_TITLE_MAX, `title must be at most ${COURSEWARE_TITLE_MAX} characters`),
  ),
  alt: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'alt (what the page shows, for screen readers) is required'),
    v.maxLength(COURSEWARE_ALT_MAX, `alt must be at most ${COURSEWARE_ALT_MAX} characters`),
  ),
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
});
export type CoursewareUploadQuery = v.InferOutput<typeof CoursewareUploadQuery>;

/** The upload's path (POST, under /api), outside the JSON endpoint table: its body is the image itself. */
export const COURSEWARE_UPLOAD_PATH = '/teacher/courses/:id/courseware/pages';
/** A page's image (GET, under /api), reached through `image_url`. */
export const COURSEWARE_IMAGE_PATH = '/learning/courseware/:id/pages/:number/image';
