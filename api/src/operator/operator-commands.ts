import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_MIN_AMOUNT_MAX_YUAN,
  COUPON_PER_USER_LIMIT_MAX,
  OPERATOR_ADJUSTMENT_MAX_MINOR,
  OPERATOR_NOTE_MAX_LENGTH,
  yuanText,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema.ts';
import { isOperator } from '../modules/users/index.ts';
import {
  adjustWallet,
  createCoupon,
  findOperatedUser,
  grantOperator,
  revokeOperator,
  walletOverview,
} from './operator.service.ts';

/** `npm run operator -- --help`. */
export const OPERATOR_USAGE = `Usage: npm run operator -- <command> [options]

  credit  --email E --yuan Y --operator E [--note TEXT] [--key KEY]
          Credits a wallet with a payment received offline (bill type 3).
  deduct  --email E --yuan Y --operator E [--note TEXT] [--key KEY]
          Takes money out of a wallet (bill type 4); never below zero.
          --operator names the operator's account (see grant), recorded on the transfer. --key makes a
          retry safe: the same key never moves the money twice (one is generated and printed when omitted).
  balance --email E
          The balance, the paying company's balance and the newest bills.
  coupon create --code CODE (--percent P | --fixed-yuan Y) [--min-yuan Y] [--per-user N]
          [--new-users-only] [--from ISO] [--until ISO] [--course ID]
  grant   --email E
          Makes the account an operator: it may then use these commands and the /api/operator endpoints.
  revoke  --email E

Amounts in yuan with at most two decimals. Uses DATABASE_URL, or the embedded database in DATA_DIR.`;

/** A parsed command line, ready to run. Amounts in minor units (fen). */
export type OperatorCommand =
  | { name: 'help' }
  | {
      name: 'credit' | 'deduct';
      email: string;
      amountMinor: number;
      operatorEmail: string;
      note: string | undefined;
      idempotencyKey: string;
      keyGenerated: boolean;
    }
  | { name: 'balance' | 'grant' | 'revoke'; email: string }
  | {
      name: 'coupon create';
      code: string;
      discount: { type: 'percent' | 'fixed'; value: number };
      minAmountYuan: number;
      perUserLimit: number;
      newUsersOnly: boolean;
      startsAt: Date | undefined;
      endsAt: Date | undefined;
      courseId: string | undefined;
    };

/** A command line the CLI refuses, with what to fix. */
export class OperatorUsageError extends Error {
  override name = 'OperatorUsageError';
}

const Email = (flag: string) =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(`${flag} must be an email address`));
const Yuan = (flag: string) =>
  v.pipe(
    v.string(`${flag} is required`),
    v.regex(/^\d{1,9}(\.\d{1,2})?$/, `${flag} must be an amount in yuan such as 100 or 12.50`),
    v.transform(yuanToMinor),
    v.minValue(1, `${flag} must be more than zero`),
    v.maxValue(
      OPERATOR_ADJUSTMENT_MAX_MINOR,
      `${flag} must be at most ${OPERATOR_ADJUSTMENT_MAX_MINOR / 100} yuan`,
    ),
  );
const WholeNumber = (flag: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, `${flag} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${flag} must be from ${min} to ${max}`),
    v.maxValue(max, `${flag} must be from ${min} to ${max}`),
  );
const Instant = (flag: string) =>
  v.pipe(
    v.string(),
    v.isoTimestamp(`${flag} must be an ISO date-time with a time zone, e.g. 2026-12-01T00:00:00Z`),
    v.transform((value) => new Date(value)),
  );

const AdjustmentFlags = v.object({
  email: Email('--email'),
  yuan: Yuan('--yuan'),
  operator: Email('--operator'),
  note: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(OPERATOR_NOTE_MAX_LENGTH, `--note has at most ${OPERATOR_NOTE_MAX_LENGTH} characters`),
    ),
  ),
  key: v.optional(
    v.pipe(v.string(), v.regex(/^[\w:.-]{1,255}$/, '--key has 1 to 255 letters, digits or _:.-')),
  ),
});
const UserFlags = v.object({ email: Email('--email') });
const CODE_RULE = `--code has 1 to ${COUPON_CODE_MAX_LENGTH} letters, digits, _ or -`;
const CouponFlags = v.pipe(
  v.object({
    code: v.pipe(
      v.string('--code is required'),
      v.regex(COUPON_CODE_PATTERN, CODE_RULE),
      v.maxLength(COUPON_CODE_MAX_LENGTH, CODE_RULE),
    ),
    percent: v.optional(WholeNumber('--percent', 1, 100)),
    'fixed-yuan': v.optional(Yuan('--fixed-yuan')),
    'min-yuan': v.optional(WholeNumber('--min-yuan', 0, COUPON_MIN_AMOUNT_MAX_YUAN), '0'),
    'per-user': v.optional(WholeNumber('--per-user', 1, COUPON_PER_USER_LIMIT_MAX), '1'),
    'new-users-only': v.optional(v.boolean(), false),
    from: v.optional(Instant('--from')),
    until: v.optional(Instant('--until')),
    course: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,17}$/, '--course must be a course id'))),
  }),
  v.check(
    (flags) => (flags.percent === undefined) !== (flags['fixed-yuan'] === undefined),
    'Give exactly one of --percent and --fixed-yuan',
  ),
  v.check(
    (flags) => !flags.from || !flags.until || flags.from < flags.until,
    '--from must be before --until',
  ),
);

function yuanToMinor(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A missing flag reads as such; every other issue carries its own message. */
function issueMessage(issue: v.GenericIssue): string {
  const key = issue.path?.[0]?.key;
  return issue.input === undefined && typeof key === 'string' ? `--${key} is required` : issue.message;
}

function validate<S extends v.GenericSchema>(schema: S, values: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, values);
  if (!result.success) throw new OperatorUsageError(result.issues.map(issueMessage).join('\n'));
  return result.output;
}

const FLAGS = {
  email: { type: 'string' },
  yuan: { type: 'string' },
  operator: { type: 'string' },
  note: { type: 'string' },
  key: { type: 'string' },
  code: { type: 'string' },
  percent: { type: 'string' },
  'fixed-yuan': { type: 'string' },
  'min-yuan': { type: 'string' },
  'per-user': { type: 'string' },
  'new-users-only': { type: 'boolean' },
  from: { type: 'string' },
  until: { type: 'string' },
  course: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads a command line (after `npm run operator --`); throws OperatorUsageError with what is wrong. */
export function parseOperatorArgs(argv: readonly string[]): OperatorCommand {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new OperatorUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const name = positionals.join(' ');
  if (values.help || name === '' || name === 'help') return { name: 'help' };
  const { help: _, ...flags } = values;
  if (name === 'credit' || name === 'deduct') {
    const input = validate(AdjustmentFlags, flags);
    return {
      name,
      email: input.email,
      amountMinor: input.yuan,
      operatorEmail: input.operator,
      note: input.note,
      idempotencyKey: input.key ?? `operator-${name}-${randomUUID()}`,
      keyGenerated: input.key === undefined,
    };
  }
  if (name === 'balance' || name === 'grant' || name === 'revoke') {
    return { name, email: validate(UserFlags, flags).email };
  }
  if (name === 'coupon create') {
    const input = validate(CouponFlags, flags);
    return {
      name,
      code: input.code,
      discount:
        input.percent === undefined
          ? { type: 'fixed', value: input['fixed-yuan'] as number }
          : { type: 'percent', value: input.percent },
      minAmountYuan: input['min-yuan'],
      perUserLimit: input['per-user'],
      newUsersOnly: input['new-users-only'],
      startsAt: input.from,
      endsAt: input.until,
      courseId: input.course,
    };
  }
  throw new OperatorUsageError(`Unknown command "${name}"; see --help`);
}

/** The operator a command line names: an account granted the role, since it is recorded as the actor. */
async function operatorIdByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const { id } = await findOperatedUser(db, { email });
  if (!(await isOperator(db, id))) {
    throw new OperatorUsageError(
      `${email} is not an operator; grant it first: npm run operator -- grant --email ${email}`,
    );
  }
  return id;
}

const signedYuan = (minor: number) => `${minor > 0 ? '+' : ''}${yuanText(minor)}`;

/** How many of the newest bills `balance` prints. */
const BALANCE_BILLS = 10;

/** Runs a command; answers the lines to print. Refusals (no such user, not enough balance…) throw. */
export async function runOperatorCommand(db: Kysely<Database>, command: OperatorCommand): Promise<string[]> {
  switch (command.name) {
    case 'help':
      return [OPERATOR_USAGE];
    case 'balance': {
      const wallet = await walletOverview(db, { email: command.email }, { bills: BALANCE_BILLS });
      return [
        `${wallet.user.email}: ${yuanText(wallet.balance_minor)} yuan`,
        ...(wallet.company_balance_minor === null
          ? []
          : [`Paid for by a company whose balance is ${yuanText(wallet.company_balance_minor)} yuan`]),
        ...wallet.bills.list.map(
          (bill) =>
            `  ${bill.created_at}  bill ${bill.id}  type ${bill.type}  ${signedYuan(bill.amount)}  ` +
            `→ ${yuanText(bill.balance_after)}${bill.description ? `  ${bill.description}` : ''}`,
        ),
      ];
    }
    case 'grant': {
      const { user, granted } = await grantOperator(db, { email: command.email });
      return [`${user.email} ${granted ? 'is now' : 'was already'} an operator`];
    }
    case 'revoke': {
      const { user, revoked } = await revokeOperator(db, { email: command.email });
      return [`${user.email} ${revoked ? 'is no longer' : 'was not'} an operator`];
    }
    case 'credit':
    case 'deduct': {
      const { adjustment, replayed } = await adjustWallet(
        db,
        command.name === 'credit' ? 'credit' : 'deduction',
        {
          user: { email: command.email },
          operatorId: await operatorIdByEmail(db, command.operatorEmail),
          amountMinor: command.amountMinor,
          note: command.note,
          idempotencyKey: command.idempotencyKey,
        },
      );
      return [
        ...(command.keyGenerated ? [`Idempotency key: ${command.idempotencyKey} (pass --key to retry)`] : []),
        `${replayed ? 'Already done, nothing moved: transfer' : 'Transfer'} ${adjustment.transfer_id}: ` +
          `${signedYuan(adjustment.amount_minor)} yuan, ` +
          `${adjustment.user.email} now has ${yuanText(adjustment.balance_minor)} yuan`,
      ];
    }
    case 'coupon create': {
      const coupon = await createCoupon(db, {
        code: command.code,
        discountType: command.discount.type,
        discountValue: command.discount.value,
        startsAt: command.startsAt ?? null,
        endsAt: command.endsAt ?? null,
        courseId: command.courseId ?? null,
        minAmountYuan: command.minAmountYuan,
        perUserLimit: command.perUserLimit,
        newUsersOnly: command.newUsersOnly,
      });
      const off =
        coupon.discount_type === 'percent'
          ? `${coupon.discount_value}% off`
          : `${yuanText(coupon.discount_value)} yuan off`;
      return [`Coupon ${coupon.code} (id ${coupon.id}): ${off}`];
    }
  }
}
