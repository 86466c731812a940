import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { toUserInfo } from './users.service.ts';

export function userHandlers(): Pick<EndpointHandlers, 'currentUser'> {
  return {
    currentUser: async ({ user }) => toUserInfo(user),
  };
}
