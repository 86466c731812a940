import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { toUserInfo } from './users.service.ts';

/** The signed-in user; the profile's update (PUT /user/current) is the account module's. */
export function userHandlers(_db: Kysely<Database>): Pick<EndpointHandlers, 'currentUser'> {
  return {
    currentUser: async ({ user }) => toUserInfo(user),
  };
}
