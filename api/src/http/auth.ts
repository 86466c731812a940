import { type EndpointRole, ERROR_CODES, ROLE_MESSAGES } from '@hanyu/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type CurrentUser, findUserByToken } from '../modules/users/users.service.ts';
import { ApiError, unauthorized } from './errors.ts';

export type AuthUser = CurrentUser;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by `authenticate` on endpoints flagged `auth: true`, and on `auth: 'optional'` ones when a
     * valid token is sent; null elsewhere.
     */
    user: AuthUser | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The preHandler of authenticated endpoints: a missing, unknown or expired token is a 401. */
export function createAuthenticate(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const user = token ? await findUserByToken(db, token, now()) : null;
    if (!user) throw unauthorized();
    request.user = user;
  };
  return authenticate;
}

/**
 * The preHandler of endpoints flagged `auth: 'optional'`: a valid token sets `request.user`; a
 * missing, unknown or expired one leaves the request anonymous (never a 401).
 */
export function createOptionalAuthenticate(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    request.user = token ? await findUserByToken(db, token, now()) : null;
  };
  return authenticate;
}

/** Whether a signed-in user has a role: one lookup per role of the contract, given by the app. */
export type RoleChecks = Record<EndpointRole, (user: AuthUser) => Promise<boolean>>;

/**
 * The preHandlers of endpoints with a `role`, run after `authenticate`: a signed-in caller without the
 * role is a 403 saying who may, before the request is read any further.
 */
export function createAuthorize(checks: RoleChecks) {
  return (role: EndpointRole): preHandlerAsyncHookHandler =>
    async (request) => {
      if (!request.user || !(await checks[role](request.user))) {
        throw new ApiError(403, ROLE_MESSAGES[role], { code: ERROR_CODES.forbidden });
      }
    };
}
