/**
 * The orders module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export type { Coupon } from './coupon-rules.ts';
export { orderHandlers } from './orders.routes.ts';
export { cancelAndRefund, cancelOrder, createOrder, payOrder } from './orders.service.ts';
