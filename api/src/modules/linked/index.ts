/**
 * The linked module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { DEMO_FAMILY_EMAIL, seedDemoFamily } from './demo-family.ts';
export { linkedHandlers } from './linked.routes.ts';
export { ownedForUser, purchaseOwners } from './purchase-owners.ts';
export { readWechatSettings } from './wechat.ts';
