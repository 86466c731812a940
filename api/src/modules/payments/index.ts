/**
 * The payments module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { ALIPAY_ACKNOWLEDGEMENT } from './alipay-gateway.ts';
export type {
  Acknowledgement,
  ExchangeQuote,
  NotificationCheck,
  PaymentGateway,
  PaymentState,
  RawNotification,
} from './gateway.ts';
export { isRefusal } from './gateway.ts';
export { GOALLPAY_ACKNOWLEDGEMENT } from './goallpay-gateway.ts';
export { goallpaySign } from './goallpay-signature.ts';
export type { MountedPaymentGateways, PaymentGateways } from './payment-gateways.ts';
export { mountPaymentGateways, notifyPath } from './payment-gateways.ts';
export type { PaymentGatewaysConfig } from './payment-gateways-config.ts';
export { readPaymentGateways } from './payment-gateways-config.ts';
export { PAYPAL_ACKNOWLEDGEMENT } from './paypal-gateway.ts';
