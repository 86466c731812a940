/**
 * The catalogue module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */

export type { Page } from './catalogue.repository.ts';
export { countCatalogueRows } from './catalogue.repository.ts';
export {
  catalogueHandlers,
  catalogueImageOperations,
  registerCatalogueImageRoutes,
  sendSvg,
} from './catalogue.routes.ts';
export { pageOf, teacherAvatarPath, toTags } from './catalogue.service.ts';
export type { LessonInput, SavedCourse, SavedTeacher } from './catalogue.store.ts';
export {
  insertLessons,
  NO_LOGIN_PASSWORD_HASH,
  shanghaiTime,
  TextBatch,
  teacherEmail,
  upsertAccounts,
  upsertCourses,
  upsertTags,
  upsertTeachers,
} from './catalogue.store.ts';
export type { TagJson } from './sql-texts.ts';
export { tagsJsonOf, textOf } from './sql-texts.ts';
export { contentVersion, pubCoverSvg } from './svg-art.ts';
