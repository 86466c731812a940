/**
 * The availability module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { exceptionsBetween, weeklyAvailability } from './availability.repository.ts';
export { availabilityHandlers } from './availability.routes.ts';
export type { Interval, SlotRules } from './slots.ts';
export { freeSlots, SlotBook, slotsByDay, weeklyOccurrences } from './slots.ts';
