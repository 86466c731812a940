/**
 * Translatable fields of catalogue and content rows, as `translations.field_name`; `model_id` is
 * the id of the row (teachers.id for a teacher's intro, not its user id).
 */
export const TEXT_FIELDS = {
  tagName: 'tag.name',
  teacherIntro: 'teacher.intro',
  courseTitle: 'course.title',
  courseSummary: 'course.summary',
  /** Sanitised HTML. */
  courseDescription: 'course.description',
  videoLessonTitle: 'video_lesson.title',
  videoItemTitle: 'video_item.title',
  postTitle: 'post.title',
  postSummary: 'post.summary',
  /** Sanitised HTML. */
  postBody: 'post.body',
  cmsTitle: 'cms.title',
  cmsDescription: 'cms.description',
  /** Sanitised HTML. */
  cmsBody: 'cms.body',
} as const;

export type TextField = (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS];
