/**
 * The promotion module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { seedDemoPromotion } from './demo-promotion.ts';
export { followedLinkCookies } from './followed-link.ts';
export { inviteCodeOf, promotionHandlers, visitorOf } from './promotion.routes.ts';
export {
  attributeOrder,
  creditDuePromotions,
  DEFAULT_PROMOTION_HOLD_DAYS,
  promotionHoldMs,
  recordInvite,
  rememberVisitorAccount,
  visitorIdSigner,
} from './promotion.service.ts';
