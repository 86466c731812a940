import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  CreateOrgChildBody,
  OrgChild,
  OrgChildIdParams,
  OrgChildrenQuery,
  OrgChildrenResponse,
} from '../org.ts';
import { EmptyResponse } from '../passport.ts';

/** The endpoints of an organisation's sub-accounts: served by `api/src/modules/org`. */
export const orgEndpoints = {
  orgChildren: {
    ...endpointPaths.orgChildren,
    owner: 'caller',
    role: 'orgOwner',
    example: { query: { page: '1', size: '20' } },
    summary: "The sub-accounts of the signed-in user's organisation (its owner only)",
    query: OrgChildrenQuery,
    response: OrgChildrenResponse,
    auth: true,
  },
  createOrgChild: {
    ...endpointPaths.createOrgChild,
    owner: 'caller',
    role: 'orgOwner',
    example: { body: { email: 'pupil@example.com', password: 'a long passphrase', nick_name: 'Pupil' } },
    summary: "Create a sub-account in the signed-in user's organisation (its owner only)",
    body: CreateOrgChildBody,
    response: OrgChild,
    auth: true,
  },
  deleteOrgChild: {
    ...endpointPaths.deleteOrgChild,
    owner: { resource: 'orgChild', param: 'id' },
    role: 'orgOwner',
    example: { params: { id: '1' } },
    summary: "Delete a sub-account of the signed-in user's organisation (its owner only)",
    params: OrgChildIdParams,
    response: EmptyResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
