import { randomUUID } from 'node:crypto';
import { type EndpointRole, ERROR_CODES, ROLE_MESSAGES } from '@hanyu/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError, unauthorized } from './errors.ts';

/** The signed-in user a request carries (the users module reads it from the session). */
export interface AuthUser {
  id: number;
  email: string;
  nickName: string;
  timeZone: string | null;
  createdAt: Date;
  /** org_user.user_type of SPEC §3, when the user is a member of an organisation. */
  orgUserType: number | null;
  /** company_user of SPEC §3, when a company pays for the user. */
  company: { id: number; showName: string; shareType: number; companyUserId: number } | null;
  /** The avatar's file in the avatar store, null without one. */
  avatarFile: string | null;
  /** Owns an organisation, whose sub-accounts they manage (SPEC §6). */
  orgOwner: boolean;
  /** Staff of the platform: an operator of the service centre, an assistant teacher (their menus link there). */
  operator: boolean;
  assistant: boolean;
}

/**
 * The user of a session token at `now`, null when unknown or expired: given by the app (the users module's
 * `findUserByToken`), so this layer never imports a module.
 */
export type UserLookup = (token: string, now: Date) => Promise<AuthUser | null>;

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

/**
 * The users a server render's API calls found, by token: a render calls the API in-process several times for
 * one page at one moment (server-render.ts `injectFetch`), and each call would look the same token up again.
 * Its calls carry a key of the render's (`RENDER_USERS_HEADER`, random, known only in this process).
 */
const renderUsers = new Map<string, Map<string, Promise<AuthUser | null>>>();
export const RENDER_USERS_HEADER = 'x-hanyu-render';
/** Longer than any render takes (server-render.ts RENDER_TIMEOUT_MS): then the key is forgotten. */
const RENDER_USERS_TTL_MS = 10_000;

/** A new render's key for its calls' `RENDER_USERS_HEADER`, and `forget` for a call that may change the session. */
export function openRenderUsers(): { key: string; forget(): void } {
  const key = randomUUID();
  const users = new Map<string, Promise<AuthUser | null>>();
  renderUsers.set(key, users);
  setTimeout(() => renderUsers.delete(key), RENDER_USERS_TTL_MS).unref();
  return { key, forget: () => users.clear() };
}

/** The user of a request's token, looked up once per render (else on every request). */
function userOfToken(
  findUser: UserLookup,
  request: FastifyRequest,
  token: string,
  now: Date,
): Promise<AuthUser | null> {
  const key = request.headers[RENDER_USERS_HEADER];
  const users = typeof key === 'string' ? renderUsers.get(key) : undefined;
  if (!users) return findUser(token, now);
  let user = users.get(token);
  if (!user) {
    user = findUser(token, now);
    users.set(token, user);
  }
  return user;
}

/** The preHandler of authenticated endpoints: a missing, unknown or expired token is a 401. */
export function createAuthenticate(findUser: UserLookup, now: () => Date = () => new Date()) {
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const user = token ? await userOfToken(findUser, request, token, now()) : null;
    if (!user) throw unauthorized();
    request.user = user;
  };
  return authenticate;
}

/**
 * The preHandler of endpoints flagged `auth: 'optional'`: a valid token sets `request.user`; a
 * missing, unknown or expired one leaves the request anonymous (never a 401).
 */
export function createOptionalAuthenticate(findUser: UserLookup, now: () => Date = () => new Date()) {
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    request.user = token ? await userOfToken(findUser, request, token, now()) : null;
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
