import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  addException,
  availabilityOf,
  exceptionsOf,
  removeException,
  setAvailability,
} from './availability.service.ts';

/** The teacher's week and its exceptions, as the teaching centre edits them. */
export function availabilityHandlers(
  db: Kysely<Database>,
  now: () => Date,
): Pick<
  EndpointHandlers,
  | 'teacherAvailability'
  | 'setTeacherAvailability'
  | 'teacherExceptions'
  | 'addTeacherException'
  | 'deleteTeacherException'
> {
  return {
    teacherAvailability: async ({ user }) => availabilityOf(db, user.id),
    setTeacherAvailability: async ({ user, body }) => setAvailability(db, user.id, body.weekly),
    teacherExceptions: async ({ user }) => exceptionsOf(db, user.id, now()),
    addTeacherException: async ({ user, body }) => addException(db, user.id, body),
    deleteTeacherException: async ({ user, params }) => removeException(db, user.id, params.id),
  };
}
