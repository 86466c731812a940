import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { UserInfo } from '../user.ts';

/** The endpoints of the signed-in user: served by `api/src/modules/users`. */
export const usersEndpoints = {
  currentUser: {
    ...endpointPaths.currentUser,
    owner: 'caller',
    example: {},
    summary: 'The signed-in user',
    response: UserInfo,
    auth: true,
  },
} as const satisfies EndpointTable;
