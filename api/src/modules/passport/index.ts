/**
 * The passport module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */

export type { OAuthProviders } from './oauth-providers.ts';
export { readOAuthProviders } from './oauth-providers.ts';
export { endEverySession, sessionGenerationOf } from './passport.repository.ts';
export { passportHandlers, registerLoginDoor, withRetryAfter } from './passport.routes.ts';
export { admitted } from './passport.service.ts';
