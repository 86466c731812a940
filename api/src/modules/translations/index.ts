/**
 * The translations module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { languageName } from './language-options.ts';
export type { TextField } from './text-fields.ts';
export { TEXT_FIELDS } from './text-fields.ts';
export { upsertTranslations } from './translations.repository.ts';
export { translationHandlers } from './translations.routes.ts';
export type { ModelTexts } from './translations.service.ts';
export { modelTexts } from './translations.service.ts';
