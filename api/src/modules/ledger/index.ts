/**
 * The ledger module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */

export type { Transfer, WalletPurpose } from './ledger.service.ts';
export {
  adjustByOperator,
  DEFAULT_CURRENCY,
  IdempotencyConflict,
  InsufficientFunds,
  LEDGER_KIND,
  listBills,
  openWallet,
  platformAccount,
  teacherPayable,
  transfer,
  walletBalance,
} from './ledger.service.ts';
