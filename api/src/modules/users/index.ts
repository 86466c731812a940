/**
 * The users module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
export { deleteOperator, insertOperator, insertUser, isOperator } from './users.repository.ts';
export { userHandlers } from './users.routes.ts';
export {
  createSession,
  findUserByToken,
  hashSessionToken,
  newSessionToken,
  SESSION_TTL_MS,
  toUserInfo,
} from './users.service.ts';
