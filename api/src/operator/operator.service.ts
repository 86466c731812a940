import { createHash } from 'node:crypto';
import {
  BILL_TYPE,
  type CreatedCoupon,
  ERROR_CODES,
  fillMessage,
  OPERATOR_MESSAGES,
  type OperatedUser,
  type OperatorWallet,
  ORDER_MESSAGES,
  type WalletAdjustment,
  yuanText,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { recordOperatorAction } from '../modules/audit/index.ts';
import {
  adjustByOperator,
  DEFAULT_CURRENCY,
  IdempotencyConflict,
  InsufficientFunds,
  listBills,
  type Transfer,
  type WalletPurpose,
  walletBalance,
} from '../modules/ledger/index.ts';
import { deleteOperator, insertOperator } from '../modules/users/index.ts';
import {
  courseExists,
  findPayingCompanyId,
  findTransferDescription,
  findUserByEmail,
  findUserById,
  insertCouponUnlessCodeTaken,
  type NewCoupon,
  type OperatedUserRow,
} from './operator.repository.ts';

/*
 * What an operator of the service centre does, whether through the API (modules/operator) or the CLI
 * (operator-commands.ts): both call these, and these answer the contract's shapes.
 */

/** Whom an operator acts on: a user named by email or by id. */
export type UserRef = { email: string } | { id: number | string };

const toOperatedUser = (row: OperatedUserRow): OperatedUser => ({
  id: Number(row.id),
  email: row.email,
  nick_name: row.nick_name,
});

/** The user named, or a 404 that says whom no one is. */
export async function findOperatedUser(db: Kysely<Database>, ref: UserRef): Promise<OperatedUser> {
  const row = 'email' in ref ? await findUserByEmail(db, ref.email) : await findUserById(db, ref.id);
  if (row) return toOperatedUser(row);
  const message =
    'email' in ref
      ? fillMessage(OPERATOR_MESSAGES.noUserWithEmail, ref.email)
      : fillMessage(OPERATOR_MESSAGES.noUserWithId, String(ref.id));
  throw new ApiError(404, message, { code: ERROR_CODES.notFound });
}

export interface WalletAdjustmentInput {
  user: UserRef;
  /** Which of the user's wallets: their tuition wallet unless 'company_wallet' (an organisation owner's). */
  purpose?: WalletPurpose | undefined;
  /**
   * What the audit log calls the adjustment: 'wallet.credit' or 'wallet.deduct' of 'user:<id>' unless
   * given (funding a company names its organisation).
   */
  audit?: { action: string; subject: string } | undefined;
  /** Positive minor units (fen). */
  amountMinor: number;
  /** The operator's account, recorded as the transfer's actor. */
  operatorId: number | string;
  note?: string | undefined;
  /**
   * The operator's own key for this adjustment: the same key again answers the first adjustment and
   * moves nothing; with another user, amount, direction or note it is refused (409).
   */
  idempotencyKey: string;
}

/**
 * The ledger's key for an operator's: each operator's keys are their own, as an order's are its buyer's,
 * and hashed so that any key the API accepts (255 characters) fits the ledger's with the prefix.
 */
const ledgerKey = (operatorId: number | string, key: string) =>
  `operator:${operatorId}:${createHash('sha256').update(key, 'utf8').digest('hex')}`;

const keyReused = () =>
  new ApiError(409, ORDER_MESSAGES.idempotencyKeyReused, { code: ERROR_CODES.idempotencyKeyReused });

/**
 * A credit (bill type 3: a payment the service centre received offline) or a deduction (bill type 4:
 * a correction, never below zero) of a user's tuition wallet. `replayed` when the key named an earlier
 * adjustment, which is what this answers.
 */
export async function adjustWallet(
  db: Kysely<Database>,
  direction: 'credit' | 'deduction',
  input: WalletAdjustmentInput,
): Promise<{ adjustment: WalletAdjustment; replayed: boolean }> {
  const user = await findOperatedUser(db, input.user);
  const note = input.note ?? '';
  const purpose = input.purpose ?? 'wallet';
  let transfer: Transfer;
  try {
    // The adjustment and its audit row commit together; a replay moved nothing and records nothing.
    transfer = await db.transaction().execute(async (trx) => {
      const written = await adjustByOperator(trx, direction, {
        ownerId: user.id,
        purpose,
        amount: input.amountMinor,
        operatorId: input.operatorId,
        idempotencyKey: ledgerKey(input.operatorId, input.idempotencyKey),
        description: note,
      });
      if (!written.replayed) {
        const entry = written.entries.find((candidate) => candidate.balanceAfter !== null);
        await recordOperatorAction(trx, {
          operatorId: input.operatorId,
          action: input.audit?.action ?? (direction === 'credit' ? 'wallet.credit' : 'wallet.deduct'),
          subject: input.audit?.subject ?? `user:${user.id}`,
          userId: user.id,
          before: entry ? { balance_minor: (entry.balanceAfter ?? 0) - entry.amount } : null,
          after: entry ? { balance_minor: entry.balanceAfter, transfer_id: Number(written.id) } : null,
          reason: note,
        });
      }
      return written;
    });
  } catch (error) {
    if (error instanceof IdempotencyConflict) throw keyReused();
    if (error instanceof InsufficientFunds) {
      const missing = input.amountMinor - (await walletBalance(db, user.id, purpose));
      throw new ApiError(409, fillMessage(ORDER_MESSAGES.notEnoughBalance, yuanText(missing)), {
        code: ERROR_CODES.notEnoughBalance,
      });
    }
    throw error;
  }
  // The ledger compares what moves; the note is part of the request too.
  if (transfer.replayed && (await findTransferDescription(db, transfer.id)) !== note) throw keyReused();
  const entry = transfer.entries.find((candidate) => candidate.balanceAfter !== null);
  if (!entry) throw new Error(`transfer ${transfer.id} moved no wallet`);
  return {
    adjustment: {
      transfer_id: Number(transfer.id),
      type: direction === 'credit' ? BILL_TYPE.serviceCentreRecharge : BILL_TYPE.deduction,
      user,
      currency: entry.currency,
      amount_minor: entry.amount,
      balance_minor: entry.balanceAfter ?? 0,
      note,
      created_at: transfer.createdAt.toISOString(),
    },
    replayed: transfer.replayed,
  };
}

/** A user's tuition balance, the balance of the company paying for them, and their newest bills. */
export async function walletOverview(
  db: Kysely<Database>,
  ref: UserRef,
  options: { bills?: number | undefined } = {},
): Promise<OperatorWallet> {
  const user = await findOperatedUser(db, ref);
  const companyId = await findPayingCompanyId(db, user.id);
  return {
    user,
    currency: DEFAULT_CURRENCY,
    balance_minor: await walletBalance(db, user.id),
    company_balance_minor:
      companyId === undefined ? null : await walletBalance(db, companyId, 'company_wallet'),
    bills: await listBills(db, user.id, { size: options.bills }),
  };
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Writes a coupon; 404 for a course that does not exist, 409 when the code is taken. */
export async function createCoupon(
  db: Kysely<Database>,
  coupon: NewCoupon,
  /** The operator creating it in the service centre, whose audit row commits with the coupon. */
  operatorId?: number | string,
): Promise<CreatedCoupon> {
  if (coupon.courseId !== null && !(await courseExists(db, coupon.courseId))) {
    throw new ApiError(404, fillMessage(OPERATOR_MESSAGES.noCourse, coupon.courseId), {
      code: ERROR_CODES.notFound,
    });
  }
  return db.transaction().execute(async (trx) => {
    const row = await insertCouponUnlessCodeTaken(trx, coupon);
    if (!row) {
      throw new ApiError(409, fillMessage(OPERATOR_MESSAGES.couponCodeTaken, coupon.code), {
        code: ERROR_CODES.conflict,
      });
    }
    const created: CreatedCoupon = {
      id: Number(row.id),
      code: row.code,
      discount_type: row.discount_type,
      discount_value: Number(row.discount_value),
      min_amount_yuan: row.min_amount_yuan,
      per_user_limit: row.per_user_limit,
      new_users_only: row.new_users_only,
      starts_at: isoOrNull(row.starts_at),
      ends_at: isoOrNull(row.ends_at),
      course_id: row.course_id === null ? null : Number(row.course_id),
    };
    if (operatorId !== undefined) {
      await recordOperatorAction(trx, {
        operatorId,
        action: 'coupon.create',
        subject: `coupon:${created.id}`,
        before: null,
        after: created,
      });
    }
    return created;
  });
}

/** Makes the user an operator; `granted` is false when they already were one. */
export async function grantOperator(
  db: Kysely<Database>,
  ref: UserRef,
): Promise<{ user: OperatedUser; granted: boolean }> {
  const user = await findOperatedUser(db, ref);
  return { user, granted: await insertOperator(db, user.id) };
}

/** Takes the role away; `revoked` is false when the user was not an operator. */
export async function revokeOperator(
  db: Kysely<Database>,
  ref: UserRef,
): Promise<{ user: OperatedUser; revoked: boolean }> {
  const user = await findOperatedUser(db, ref);
  return { user, revoked: await deleteOperator(db, user.id) };
}
