import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { toUserInfo, updateProfile } from './users.service.ts';

export function userHandlers(
  db: Kysely<Database>,
): Pick<EndpointHandlers, 'currentUser' | 'updateCurrentUser'> {
  return {
    currentUser: async ({ user }) => toUserInfo(user),
    updateCurrentUser: async ({ user, body }) => updateProfile(db, user, body),
  };
}
