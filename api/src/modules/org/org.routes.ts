import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { createOrgChild, listOrgChildren, removeOrgChild } from './org.service.ts';

export function orgHandlers(
  db: Kysely<Database>,
): Pick<EndpointHandlers, 'orgChildren' | 'createOrgChild' | 'deleteOrgChild'> {
  return {
    orgChildren: async ({ user, query }) => listOrgChildren(db, user.id, query),
    createOrgChild: async ({ user, body }) => createOrgChild(db, user.id, body),
    deleteOrgChild: async ({ user, params }) => {
      await removeOrgChild(db, user.id, params.id);
      return null;
    },
  };
}
