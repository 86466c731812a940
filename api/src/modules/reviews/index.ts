/**
 * The reviews module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { rebuildRollups, recountRollups } from './reviews.repository.ts';
export { reviewsHandlers } from './reviews.routes.ts';
