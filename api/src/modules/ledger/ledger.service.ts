import { BILL_TYPE, type BillType, ERROR_CODES, TOP_UP_GATEWAYS, type TopUpGateway } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import {
  type AccountRow,
  findAccount,
  findAccountBills,
  findAccountById,
  findTransferByIdempotencyKey,
  insertAccountIfMissing,
  insertTransfer,
  sumAccountEntries,
  type TransferRow,
} from './ledger.repository.ts';

/**
 * What an account is for (migration 0012 lists the same values). Wallets belong to a user: a learner's
 * tuition balance, or a company's balance that pays for its learners (SPEC §6). The others are the
 * platform's: each gateway's clearing account (money on its way from the gateway), the expense of
 * recharge gifts and promotions, operator adjustments (offline payments, corrections), and course revenue,
 * held until the lessons are given and then earned.
 */
export const LEDGER_PURPOSES = [
  'wallet',
  'company_wallet',
  'teacher_payable',
  'alipay_clearing',
  'paypal_clearing',
  'goallpay_clearing',
  'gift_expense',
  'promotion_expense',
  'operator_adjustment',
  'course_revenue_held',
  'course_revenue',
  'payouts_clearing',
  'platform_bank',
] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];
export type WalletPurpose = Extract<LedgerPurpose, 'wallet' | 'company_wallet'>;
/** Accounts a user owns, which keep a balance that never goes below zero: wallets and a teacher's earnings. */
export type OwnedPurpose = WalletPurpose | 'teacher_payable';
export type PlatformPurpose = Exclude<LedgerPurpose, OwnedPurpose>;

/** Transfer kinds: the bill types of SPEC §3 (1–7), and the platform's internal movements (100–199). */
export const LEDGER_KIND = {
  ...BILL_TYPE,
  /** Revenue held for a course becomes earned as its lessons are given. */
  revenueEarned: 101,
  /** A gateway pays out what it collected (clearing account against the platform's bank). */
  gatewaySettlement: 102,
  /** A completed lesson's value goes from the revenue held for its course to its teacher's earnings. */
  lessonTaught: 103,
  /** A payout run moves a teacher's payable balance to the payouts clearing account (migration 0041). */
  teacherPayout: 104,
  /** The bank paid a payout run: the clearing account against the platform's bank. */
  payoutPaid: 105,
  /** An upheld dispute: a lesson found not given, its value back from the teacher's earnings (migration 0039). */
  lessonTaughtReversed: 106,
} as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];
const BILL_TYPES = Object.values(BILL_TYPE);
const LEDGER_KINDS: readonly number[] = Object.values(LEDGER_KIND);

export const DEFAULT_CURRENCY = 'CNY';
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const REFERENCE_MAX_LENGTH = 255;
const DESCRIPTION_MAX_LENGTH = 500;

/** The account cannot pay: a wallet's balance would go below zero. Nothing was written. */
export class InsufficientFunds extends ApiError {
  readonly accountId: string | undefined;

  constructor(accountId: string | undefined) {
    super(409, 'Not enough balance', { code: ERROR_CODES.conflict });
    this.name = 'InsufficientFunds';
    this.accountId = accountId;
  }
}

/** An idempotency key already names a transfer with other entries, kind or reference. */
export class IdempotencyConflict extends ApiError {
  constructor() {
    super(409, 'This idempotency key was already used for a different transfer', {
      code: ERROR_CODES.conflict,
    });
    this.name = 'IdempotencyConflict';
  }
}

export interface LedgerAccount {
  id: string;
  ownerId: string | null;
  purpose: LedgerPurpose;
  currency: string;
  /**
   * A wallet's balance in minor units (fen for CNY). Null for the platform's accounts, which keep none
   * on their row (migration 0012): accountBalance() sums their entries.
   */
  balance: number | null;
  /** How many entries have moved a wallet's balance: changes whenever the balance does. */
  version: number | null;
}

export interface TransferEntry {
  accountId: string;
  /** Signed minor units: positive into the account, negative out of it. */
  amount: number;
}

export interface TransferInput {
  kind: LedgerKind;
  /** Two or more, one per account, summing to zero. */
  entries: readonly TransferEntry[];
  /** A repeat with the same key returns the first transfer; with other entries it is refused. */
  idempotencyKey?: string | undefined;
  /** What caused it, e.g. `order:42` or `alipay:{trade_no}`. */
  reference?: string | undefined;
  /** The user who did it (learner, operator); none for the system. */
  actorId?: number | string | undefined;
  description?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export interface Transfer {
  id: string;
  kind: number;
  reference: string | null;
  createdAt: Date;
  /** balanceAfter: the wallet's balance right after the entry; null for the platform's accounts. */
  entries: Array<TransferEntry & { currency: string; balanceAfter: number | null }>;
  /** True when the idempotency key named an earlier transfer, which is what this is. */
  replayed: boolean;
}

const toAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  ownerId: row.owner_id,
  purpose: row.purpose as LedgerPurpose,
  currency: row.currency,
  balance: row.balance === null ? null : Number(row.balance),
  version: row.version === null ? null : Number(row.version),
});

const toTransfer = (row: TransferRow, replayed: boolean): Transfer => ({
  id: row.id,
  kind: row.kind,
  reference: row.reference,
  createdAt: row.created_at,
  entries: row.entries.map((entry) => ({
    accountId: entry.account_id,
    amount: Number(entry.amount),
    currency: entry.currency,
    balanceAfter: entry.balance_after === null ? null : Number(entry.balance_after),
  })),
  replayed,
});

const invalid = (message: string) => new ApiError(400, message, { code: ERROR_CODES.badRequest });

/**
 * The rules a transfer meets before it reaches the database (which enforces the sums again, per
 * currency): a known kind, two or more entries on distinct accounts, non-zero safe integer amounts summing
 * to zero, bounded texts. Answers the entries in ascending account id order, the order that locks them.
 */
export function checkTransfer(input: TransferInput): TransferEntry[] {
  if (!LEDGER_KINDS.includes(input.kind)) throw invalid(`Unknown transfer kind ${input.kind}`);
  if (input.entries.length < 2) throw invalid('A transfer needs two or more entries');
  const entries = input.entries
    .map((entry) => ({ accountId: String(entry.accountId), amount: entry.amount }))
    .sort((a, b) => compareIds(a.accountId, b.accountId));
  let sum = 0;
  for (const [index, entry] of entries.entries()) {
    if (!/^[1-9]\d{0,18}$/.test(entry.accountId)) throw invalid('An entry names no valid account');
    if (index > 0 && entries[index - 1]?.accountId === entry.accountId) {
      throw invalid('A transfer moves each account once');
    }
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw invalid('An entry amount must be a non-zero integer of minor units');
    }
    sum += entry.amount;
  }
  if (!Number.isSafeInteger(sum) || sum !== 0) throw invalid('The entries of a transfer must sum to zero');
  const key = input.idempotencyKey;
  if (key !== undefined && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    throw invalid(`An idempotency key has 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  if ((input.reference?.length ?? 0) > REFERENCE_MAX_LENGTH) throw invalid('The reference is too long');
  if ((input.description?.length ?? 0) > DESCRIPTION_MAX_LENGTH) throw invalid('The description is too long');
  return entries;
}

/** Numeric order of decimal ids (bigint ids as strings). */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function sameTransfer(existing: TransferRow, input: TransferInput, entries: TransferEntry[]): boolean {
  return (
    existing.kind === input.kind &&
    existing.reference === (input.reference ?? null) &&
    existing.entries.length === entries.length &&
    existing.entries.every(
      (entry, index) =>
        entry.account_id === entries[index]?.accountId && Number(entry.amount) === entries[index]?.amount,
    )
  );
}

/** A PostgreSQL error as node-postgres and PGlite both report it. */
interface DatabaseError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** The database's refusals that are the caller's mistake, as typed errors. */
function refusal(error: unknown, entries: TransferEntry[]): Error | undefined {
  const { code, constraint, detail } = error as DatabaseError;
  if (code === '23514' && constraint === 'ledger_accounts_no_overdraft') {
    // "Failing row contains (id, …)": the account's id comes first.
    const failing = detail?.match(/\((\d+),/)?.[1];
    const debited = entries.filter((entry) => entry.amount < 0);
    return new InsufficientFunds(failing ?? (debited.length === 1 ? debited[0]?.accountId : undefined));
  }
  if (code === '23514' && constraint === 'ledger_transfers_balanced') {
    return invalid('The entries of a transfer must sum to zero in each currency');
  }
  if (code === '23503') return invalid('An entry names no existing account');
  return undefined;
}

/**
 * Moves money: writes the transfer and its entries at once, each account's balance moving with its
 * entry, in one statement, so atomically on `db` alone or as part of a caller's transaction (pass the
 * Kysely transaction; its other writes then commit or roll back with the transfer). A wallet that would
 * go below zero raises InsufficientFunds and writes nothing; in a caller's transaction the database has
 * then aborted that transaction, as for any failed statement. A repeat of an idempotency key answers the
 * first transfer (`replayed`), also when both arrive at once; with other entries it raises
 * IdempotencyConflict.
 */
export async function transfer(db: Kysely<Database>, input: TransferInput): Promise<Transfer> {
  const entries = checkTransfer(input);
  let row: TransferRow | undefined;
  try {
    row = await insertTransfer(db, {
      kind: input.kind,
      idempotencyKey: input.idempotencyKey ?? null,
      actorId: input.actorId === undefined ? null : String(input.actorId),
      reference: input.reference ?? null,
      description: input.description ?? '',
      metadata: input.metadata ?? {},
      entries,
    });
  } catch (error) {
    throw refusal(error, entries) ?? error;
  }
  if (row) {
    checkCurrencies(row);
    return toTransfer(row, false);
  }
  const existing = input.idempotencyKey && (await findTransferByIdempotencyKey(db, input.idempotencyKey));
  if (!existing) throw new Error('transfer neither written nor found by its idempotency key');
  if (!sameTransfer(existing, input, entries)) throw new IdempotencyConflict();
  return toTransfer(existing, true);
}

/**
 * Within a caller's transaction the database checks the sums per currency only at commit; the entries
 * written tell now, so the caller learns of it before committing anything else.
 */
function checkCurrencies(row: TransferRow): void {
  const sums = new Map<string, number>();
  for (const entry of row.entries) {
    sums.set(entry.currency, (sums.get(entry.currency) ?? 0) + Number(entry.amount));
  }
  if ([...sums.values()].some((sum) => sum !== 0)) {
    throw invalid('The entries of a transfer must sum to zero in each currency');
  }
}

/**
 * The account of an owner for a purpose, created on first use. Safe when two requests open it at once:
 * both get the same account.
 */
export async function openAccount(
  db: Kysely<Database>,
  account: { ownerId?: number | string | null; purpose: LedgerPurpose; currency?: string },
): Promise<LedgerAccount> {
  const key = {
    ownerId: account.ownerId == null ? null : String(account.ownerId),
    purpose: account.purpose,
    currency: account.currency ?? DEFAULT_CURRENCY,
  };
  const row = (await insertAccountIfMissing(db, key)) ?? (await findAccount(db, key));
  if (!row) throw new Error(`ledger account ${key.purpose} of ${key.ownerId} neither created nor found`);
  return toAccount(row);
}

/** A user's wallet (their tuition balance, or a company's), created on first use. */
export function openWallet(
  db: Kysely<Database>,
  ownerId: number | string,
  purpose: WalletPurpose = 'wallet',
  currency = DEFAULT_CURRENCY,
): Promise<LedgerAccount> {
  return openAccount(db, { ownerId, purpose, currency });
}

/** A teacher's earnings account (escrow released as lessons are completed), created on first use. */
export function teacherPayable(
  db: Kysely<Database>,
  teacherUserId: number | string,
  currency = DEFAULT_CURRENCY,
): Promise<LedgerAccount> {
  return openAccount(db, { ownerId: teacherUserId, purpose: 'teacher_payable', currency });
}

/** One of the platform's own accounts, created on first use. */
export function platformAccount(
  db: Kysely<Database>,
  purpose: PlatformPurpose,
  currency = DEFAULT_CURRENCY,
): Promise<LedgerAccount> {
  return openAccount(db, { ownerId: null, purpose, currency });
}

/** An account's balance in minor units: a wallet's from its row, the platform's summed from entries. */
export async function accountBalance(db: Kysely<Database>, id: string): Promise<number | undefined> {
  const row = await findAccountById(db, id);
  if (!row) return undefined;
  return Number(row.balance ?? (await sumAccountEntries(db, id)));
}

/** A wallet's balance in minor units; 0 for a user who never had one (none is created). */
export async function walletBalance(
  db: Kysely<Database>,
  ownerId: number | string,
  purpose: WalletPurpose = 'wallet',
  currency = DEFAULT_CURRENCY,
): Promise<number> {
  const row = await findAccount(db, { ownerId: String(ownerId), purpose, currency });
  return row ? Number(row.balance) : 0;
}

/** A bill of SPEC §3: one transfer as the wallet's owner sees it. */
export interface Bill {
  id: number;
  type: BillType;
  /** Signed minor units: positive into the wallet. */
  amount: number;
  balance_after: number;
  description: string;
  /** The order a purchase, a refund or a reward is about; the gateway of a top-up or its gift. */
  order_id: number | null;
  gateway: TopUpGateway | null;
  created_at: string;
}

const DEFAULT_BILLS_PAGE_SIZE = 20;

/**
 * What a bill is about, from its transfer's reference (`order:{id}`, `{gateway}:{payment id}`), so a page
 * writes the bill in its own language ("주문 2") instead of showing the English description it was stored with.
 */
export function billSubject(reference: string | null): {
  order_id: number | null;
  gateway: TopUpGateway | null;
} {
  const [scope = '', id = ''] = (reference ?? '').split(':');
  const orderId = scope === 'order' && /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
  const gateway = (TOP_UP_GATEWAYS as readonly string[]).includes(scope) ? (scope as TopUpGateway) : null;
  return { order_id: orderId, gateway };
}

/** A user's bills, newest first, optionally of some types only. */
export async function listBills(
  db: Kysely<Database>,
  ownerId: number | string,
  query: {
    types?: readonly BillType[] | undefined;
    page?: number | undefined;
    size?: number | undefined;
    purpose?: WalletPurpose;
  } = {},
): Promise<{ list: Bill[]; total: number }> {
  const wallet = await findAccount(db, {
    ownerId: String(ownerId),
    purpose: query.purpose ?? 'wallet',
    currency: DEFAULT_CURRENCY,
  });
  if (!wallet) return { list: [], total: 0 };
  const size = query.size ?? DEFAULT_BILLS_PAGE_SIZE;
  const { rows, total } = await findAccountBills(db, wallet.id, {
    kinds: query.types?.length ? query.types : BILL_TYPES,
    offset: ((query.page ?? 1) - 1) * size,
    limit: size,
  });
  const list = rows.map((row) => ({
    id: Number(row.transfer_id),
    type: row.kind as BillType,
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
    description: row.description,
    ...billSubject(row.reference),
    created_at: row.created_at.toISOString(),
  }));
  return { list, total };
}

export interface OperatorAdjustment {
  /** Whose wallet. */
  ownerId: number | string;
  purpose?: WalletPurpose;
  /** Positive minor units. */
  amount: number;
  operatorId: number | string;
  /** Required: an operator's retry must not move the money twice. */
  idempotencyKey: string;
  description?: string;
  reference?: string;
}

/**
 * Adjustments by an operator. A credit (bill type 3) records a payment the service centre received
 * offline; a deduction (type 4) corrects a wallet and cannot take it below zero.
 */
export async function adjustByOperator(
  db: Kysely<Database>,
  direction: 'credit' | 'deduction',
  adjustment: OperatorAdjustment,
): Promise<Transfer> {
  if (!Number.isSafeInteger(adjustment.amount) || adjustment.amount <= 0) {
    throw invalid('The amount must be a positive integer of minor units');
  }
  const wallet = await openWallet(db, adjustment.ownerId, adjustment.purpose);
  const adjustments = await platformAccount(db, 'operator_adjustment');
  const intoWallet = direction === 'credit' ? adjustment.amount : -adjustment.amount;
  return transfer(db, {
    kind: direction === 'credit' ? LEDGER_KIND.serviceCentreRecharge : LEDGER_KIND.deduction,
    entries: [
      { accountId: wallet.id, amount: intoWallet },
      { accountId: adjustments.id, amount: -intoWallet },
    ],
    idempotencyKey: adjustment.idempotencyKey,
    reference: adjustment.reference,
    actorId: adjustment.operatorId,
    description: adjustment.description,
  });
}
